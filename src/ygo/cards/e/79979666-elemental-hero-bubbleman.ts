import { cardsIn, defineCard, drawCards, type EffectContext } from '../dsl/index.ts';

/** "You must control no other cards and have no cards in your hand to activate and to resolve this effect." */
const alone = (ctx: EffectContext): boolean =>
  cardsIn(ctx.duel, ctx.player, 'you', 'hand').length === 0 &&
  cardsIn(ctx.duel, ctx.player, 'you', 'field').every((u) => u === ctx.self.uid);

export default defineCard({
  code: 79979666,
  name: 'Elemental HERO Bubbleman',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'WATER',
  type: 'Warrior',
  atk: 800,
  def: 1200,
  setcodes: [0x3008],
  text: 'If this is the only card in your hand, you can Special Summon it (from your hand). When this card is Summoned: You can draw 2 cards. You must control no other cards and have no cards in your hand to activate and to resolve this effect.',
  // 003 §3.3.2 Inherent Special Summon: no chain; it has no Summoning condition, so it may also be Normal Summoned.
  summonProcedures: [
    {
      label: 'Special Summon (the only card in your hand)',
      from: ['hand'],
      condition: (duel, self, player) => {
        const hand = duel.players[player].hand;
        return hand.length === 1 && hand[0] === self.uid;
      },
    },
  ],
  effects: [
    {
      label: 'Draw 2 cards',
      type: 'trigger',
      event: 'summoned',
      // 003 §3.4.3: "When … : You can" (an optional trigger that can miss the timing).
      when: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      category: ['draw'],
      condition: alone,
      operation: [(ctx) => (alone(ctx) ? drawCards(2)(ctx) : false)],
    },
  ],
});
