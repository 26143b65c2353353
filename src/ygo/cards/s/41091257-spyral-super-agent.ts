import {
  Reason,
  canSpecialSummon,
  declareCardType,
  defineCard,
  destroy,
  inArchetype,
  isDeclaredCardType,
  isSpellOrTrap,
  revealTopOfDeck,
  specialSummon,
  targets,
} from '../dsl/index.ts';

const SPYRAL = 0xee;

export default defineCard({
  code: 41091257,
  name: 'SPYRAL Super Agent',
  kind: 'monster',
  categories: ['effect'],
  setcodes: [SPYRAL],
  level: 4,
  attribute: 'EARTH',
  type: 'Warrior',
  atk: 1900,
  def: 1200,
  text: 'If this card is in your hand: You can declare 1 card type (Monster, Spell, or Trap); reveal the top card of your opponent\'s Deck, and if you do, Special Summon this card if it is a card of that type. If this card is Special Summoned by the effect of a "SPYRAL" card: You can target 1 Spell/Trap Card your opponent controls; destroy it. You can only use each effect of "SPYRAL Super Agent" once per turn.',
  effects: [
    {
      label:
        "Declare 1 card type: reveal the top card of your opponent's Deck; if it matches, Special Summon this card",
      // 003 §3.4.2: an Ignition Effect activated from the hand; once per turn by name (003 §3.5.1).
      type: 'ignition',
      range: ['hand'],
      oncePerTurn: 'name',
      category: ['special-summon'],
      // 003 §3.4.3: the declaration comes before the ";": it is made on activation (no target is chosen).
      target: {
        can: (ctx) => ctx.duel.players[ctx.opponent].deck.length > 0,
        choose: declareCardType(),
      },
      feasible: (ctx) => canSpecialSummon(ctx.duel, ctx.self.uid, ctx.player),
      operation: [
        (ctx) => {
          const top = revealTopOfDeck(ctx, ctx.opponent);
          // "and if you do": nothing more when nothing was revealed or the type differs.
          return top >= 0 && isDeclaredCardType(ctx, top);
        },
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'hand') return false;
          if (!canSpecialSummon(ctx.duel, ctx.self.uid, ctx.player)) return false;
          const defense =
            ctx.chooseOption(['Attack Position', 'Defense Position'], 'Summon in which position?', 'select-option') ===
            1;
          return specialSummon(ctx, ctx.self.uid, { defense });
        },
      ],
    },
    {
      label: 'Target 1 Spell/Trap Card your opponent controls: destroy it',
      // "If this card is Special Summoned by the effect of a 'SPYRAL' card: You can": an optional trigger that does
      // not miss the timing; the Summon happened while that card's effect resolved (its own included).
      type: 'trigger',
      event: 'special-summoned',
      oncePerTurn: 'name',
      eventFilter: (ctx, ev) =>
        ev.uid === ctx.self.uid &&
        ev.stamp === ctx.self.stamp &&
        ev.during !== undefined &&
        inArchetype(ctx.duel, ctx.card(ev.during.uid), SPYRAL),
      category: ['destroy'],
      target: targets({
        side: 'opponent',
        zone: 'spell-trap-cards',
        filter: isSpellOrTrap,
        prompt: 'Target 1 Spell/Trap Card your opponent controls',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0) return false;
          destroy(ctx.duel, [t], Reason.EFFECT, ctx.player, ctx.asker);
          return true;
        },
      ],
    },
  ],
});
