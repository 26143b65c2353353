import {
  Reason,
  canSpecialSummon,
  cardsIn,
  defineCard,
  hideForRandomPick,
  log,
  nameOf,
  ofArchetype,
  and,
  changeLevel,
  faceUp,
  hasLevel,
  isMonster,
  levelOf,
  monsters,
  targets,
  opponentPicksHidden,
  sendToGy,
  shuffleDeck,
  specialSummon,
  tributeSelfCost,
  type EffectContext,
} from '../dsl/index.ts';

const SUPER_QUANT = 0xdc;

const superQuantsInDeck = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'deck', and(isMonster, ofArchetype(SUPER_QUANT)));

/** How many different names among these cards (003 §3.3.1: current names). */
function distinctNames(ctx: EffectContext, uids: readonly number[]): number {
  const names: number[] = [];
  for (const u of uids) {
    const n = nameOf(ctx.duel, ctx.card(u));
    if (!names.includes(n)) names.push(n);
  }
  return names.length;
}

export default defineCard({
  code: 58753372,
  name: 'Super Quantal Fairy Alphan',
  kind: 'monster',
  categories: ['effect'],
  level: 1,
  attribute: 'LIGHT',
  type: 'Fairy',
  atk: 0,
  def: 0,
  setcodes: [SUPER_QUANT],
  text: 'Once per turn: You can target 1 "Super Quant" monster you control; all face-up monsters you currently control become that monster\'s Level. You can Tribute this card; reveal 3 "Super Quant" monsters with different names from your Deck, your opponent randomly picks 1 for you to Special Summon to your field, and you send the rest to the Graveyard. You can only use this effect of "Super Quantal Fairy Alphan" once per turn.',
  effects: [
    {
      label: 'Target 1 "Super Quant" monster you control: all face-up monsters you control become its Level',
      // "Once per turn:" a soft once per turn (this card, 003 §3.5.1); an Ignition Effect (003 §3.4.2).
      type: 'ignition',
      oncePerTurn: 'card',
      target: targets({
        side: 'you',
        zone: 'monsters',
        filter: and(faceUp, ofArchetype(SUPER_QUANT), (_d, c) => hasLevel(c)),
        prompt: 'Target 1 "Super Quant" monster you control',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !ctx.card(t).faceUp) return false;
          // 003 §3.3.1: "become that monster's Level" replaces each Level; "currently": the face-up monsters with a
          // Level its controller controls when it resolves, for as long as each stays face-up on the field.
          const level = levelOf(ctx.duel, ctx.card(t));
          for (const u of monsters(ctx.duel, ctx.player))
            if (ctx.card(u).faceUp && levelOf(ctx.duel, ctx.card(u)) !== level)
              changeLevel(ctx.duel, u, 'set', level, false, ctx.player);
          return true;
        },
      ],
    },
    {
      label: 'Tribute this card: reveal 3 "Super Quant" monsters, your opponent picks 1 at random to Special Summon',
      // 003 §3.4.2: an Ignition effect; hard once per turn by name (003 §3.5.1).
      type: 'ignition',
      oncePerTurn: 'name',
      category: ['special-summon', 'special-summon-from-deck', 'to-gy', 'send-deck-to-gy'],
      cost: tributeSelfCost,
      // 003 §3.4.3: 3 different names must be in the Deck.
      feasible: (ctx) => distinctNames(ctx, superQuantsInDeck(ctx)) >= 3,
      operation: [
        (ctx) => {
          // The 3 cards, one name at a time (asked before anything changes).
          const picks: number[] = [];
          for (let i = 0; i < 3; i++) {
            const taken = picks.map((u) => nameOf(ctx.duel, ctx.card(u)));
            const pool = superQuantsInDeck(ctx).filter((u) => !taken.includes(nameOf(ctx.duel, ctx.card(u))));
            if (pool.length === 0) return false;
            picks.push(ctx.chooseOne(pool, `Reveal "Super Quant" monster ${i + 1} of 3 (different names)`));
          }
          log(ctx.duel, {
            type: 'reveal',
            player: ctx.player,
            to: ctx.opponent,
            cards: picks,
            codes: picks.map((u) => ctx.card(u).code),
          });
          // 003 §3.4.4 random selection: hidden (face-down, shuffled) before the opponent picks.
          hideForRandomPick(ctx.duel, picks).forEach((u, i) => (ctx.data[`h${i}`] = u));
          return true;
        },
        (ctx) => {
          const hidden = [0, 1, 2].map((i) => ctx.data[`h${i}`]!);
          const chosen = opponentPicksHidden(ctx, hidden);
          const rest = hidden.filter((u) => u !== chosen && ctx.card(u).location === 'deck');
          if (ctx.card(chosen).location === 'deck' && canSpecialSummon(ctx.duel, chosen, ctx.player))
            specialSummon(ctx, chosen, { defense: false });
          if (rest.length) sendToGy(ctx.duel, rest, Reason.EFFECT, ctx.player, ctx.asker);
          shuffleDeck(ctx.duel, ctx.player);
        },
      ],
    },
  ],
});
