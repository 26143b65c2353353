import {
  Reason,
  addDelayed,
  cardsIn,
  defineCard,
  targetable,
  inArchetype,
  isMonster,
  searchDeck,
  type CardInstance,
  type DuelState,
  type EffectContext,
} from '../dsl/index.ts';

const TRICKSTAR = 0xfb;
const trickstarMonster = (d: DuelState, c: CardInstance): boolean => isMonster(d, c) && inArchetype(d, c, TRICKSTAR);

/** "1 Set card in your opponent's Spell & Trap Zone": face-down there (003 §3.4.3: one it may target). */
const setCards = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'opponent', 'spells').filter((u) => {
    const c = ctx.card(u);
    return c.location === 'szone' && !c.faceUp && targetable(ctx.duel, u, ctx.self.uid);
  });

export default defineCard({
  code: 35371948,
  name: 'Trickstar Light Stage',
  kind: 'spell',
  spellType: 'field',
  setcodes: [TRICKSTAR],
  text: 'When this card is activated: You can add 1 "Trickstar" monster from your Deck to your hand. Once per turn: You can target 1 Set card in your opponent\'s Spell & Trap Zone; while this card is in the Field Zone, that Set card cannot be activated until the End Phase, and your opponent must activate it during the End Phase or else send it to the GY. Each time a "Trickstar" monster you control inflicts battle or effect damage to your opponent, inflict 200 damage to them.',
  effects: [
    {
      label: 'Activate this card (you can add 1 "Trickstar" monster from your Deck to your hand)',
      // 003 §3.3.3: the card's activation, with its optional "when this card is activated" effect.
      type: 'activate',
      category: ['search', 'to-hand'],
      operation: [
        (ctx) => {
          const any = ctx.duel.players[ctx.player].deck.some((u) => trickstarMonster(ctx.duel, ctx.card(u)));
          if (!any) return false;
          // "You can": the player chooses on resolution.
          if (ctx.chooseOption(['Add 1 "Trickstar" monster', 'Do not add'], 'Add 1 "Trickstar" monster?') !== 0)
            return false;
          return searchDeck(trickstarMonster, 'Add 1 "Trickstar" monster from your Deck to your hand')(ctx);
        },
      ],
    },
    {
      label: "Lock 1 Set card in your opponent's Spell & Trap Zone until the End Phase",
      // 003 §3.4.2: an Ignition Effect of the face-up Field Spell; 003 §3.5.1 "Once per turn": per card.
      type: 'ignition',
      range: ['fzone'],
      oncePerTurn: 'card',
      target: {
        can: (ctx) => setCards(ctx).length > 0,
        choose: (ctx) =>
          ctx.setTargets(
            ctx.choose({
              from: setCards(ctx),
              min: 1,
              max: 1,
              prompt: "Target 1 Set card in your opponent's Spell & Trap Zone",
            }),
          ),
      },
      operation: [
        (ctx) => {
          // 003 §3.4.3: the target must still be the same card, still Set; 003 §3.4.4 "while this card is in the
          // Field Zone": with this card gone, nothing would last.
          const t = ctx.target();
          if (t < 0 || ctx.card(t).location !== 'szone' || ctx.card(t).faceUp) return false;
          if (!ctx.selfUnmoved() || ctx.self.location !== 'fzone') return false;
          // One record for both halves (rules/end-phase.ts 'set-card-to-gy'): activation refused until the End
          // Phase (rules/activation.ts), then, still Set, sent to the GY as this turn's End Phase processing (003
          // §3.6.3); each only while this card stays in the Field Zone.
          addDelayed(ctx.duel, ctx.player, ctx.self.code, 'set-card-to-gy', [t, ctx.self.uid], ctx.duel.turn);
          return true;
        },
      ],
    },
  ],
  // "Each time a 'Trickstar' monster you control inflicts battle or effect damage to your opponent, inflict 200
  // damage to them": continuous, no chain, right after each (003 §3.4.4 TC-100).
  damageHooks: [
    {
      on: 'damage',
      to: (_d, self) => (1 - self.controller) as 0 | 1,
      amount: (d, self, events) =>
        200 *
        events.filter((ev) => {
          if (ev.player === self.controller || ev.uid < 0) return false;
          if ((ev.reason & (Reason.BATTLE | Reason.EFFECT)) === 0) return false;
          const src = d.cards[ev.uid]!;
          return (
            src.location === 'mzone' &&
            src.faceUp &&
            src.controller === self.controller &&
            inArchetype(d, src, TRICKSTAR)
          );
        }).length,
    },
  ],
});
