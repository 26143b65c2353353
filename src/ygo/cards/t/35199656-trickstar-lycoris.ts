import {
  addTargetToHand,
  canSpecialSummon,
  type CardInstance,
  defineCard,
  type DuelState,
  inArchetype,
  specialSummon,
  targets,
} from '../dsl/index.ts';

const TRICKSTAR = 0xfb;
const LYCORIS = 35199656;

/** "1 'Trickstar' monster you control, except 'Trickstar Lycoris'". */
const otherTrickstar = (d: DuelState, c: CardInstance): boolean =>
  c.faceUp && inArchetype(d, c, TRICKSTAR) && c.code !== LYCORIS;

export default defineCard({
  code: LYCORIS,
  name: 'Trickstar Lycoris',
  kind: 'monster',
  categories: ['effect'],
  level: 3,
  attribute: 'LIGHT',
  type: 'Fairy',
  atk: 1600,
  def: 1200,
  setcodes: [TRICKSTAR],
  text: '(Quick Effect): You can reveal this card in your hand, then target 1 "Trickstar" monster you control, except "Trickstar Lycoris"; Special Summon this card, and if you do, return that monster to the hand. Each time a card(s) is added to your opponent\'s hand, inflict 200 damage to them for each.',
  effects: [
    {
      label: 'Reveal this card: Special Summon it, and return 1 "Trickstar" monster you control to the hand',
      // "(Quick Effect)" from the hand: Spell Speed 2 (003 §3.4.3). Revealing it is shown by the activation itself.
      type: 'quick',
      range: ['hand'],
      category: ['special-summon', 'to-hand'],
      feasible: (ctx) => canSpecialSummon(ctx.duel, ctx.self.uid, ctx.player),
      target: targets({
        side: 'you',
        zone: 'monsters',
        filter: otherTrickstar,
        prompt: 'Target 1 "Trickstar" monster you control, except "Trickstar Lycoris"',
      }),
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'hand') return false;
          return specialSummon(ctx, ctx.self.uid, { defense: false });
        },
        // "and if you do": the target returns to the hand.
        addTargetToHand,
      ],
    },
  ],
  // "Each time a card(s) is added to your opponent's hand, inflict 200 damage to them for each": a continuous effect,
  // applied without a chain (003 §3.4.4 TC-100). Drawn cards are added to the hand too.
  damageHooks: [
    {
      on: 'to-hand',
      to: (_d, self) => (1 - self.controller) as 0 | 1,
      amount: (d, self, events) =>
        200 *
        events.filter((ev) => {
          const c = d.cards[ev.uid]!;
          return c.location === 'hand' && c.owner !== self.controller;
        }).length,
    },
  ],
});
