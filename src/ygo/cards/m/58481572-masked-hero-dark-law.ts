import { banish, cardsIn, defineCard, pickAtRandom, Reason } from '../dsl/index.ts';

export default defineCard({
  code: 58481572,
  name: 'Masked HERO Dark Law',
  kind: 'monster',
  categories: ['effect', 'fusion'],
  level: 6,
  attribute: 'DARK',
  type: 'Warrior',
  atk: 2400,
  def: 1800,
  setcodes: [0xa008],
  text: 'Must be Special Summoned by "Mask Change". Any card sent to your opponent\'s GY is banished instead. Once per turn, if your opponent adds a card(s) from their Deck to their hand (except during the Draw Phase or the Damage Step): You can banish 1 random card from your opponent\'s hand.',
  // 003 §3.3.2: "Must be Special Summoned by 'Mask Change'" (a card the project does not have): never revivable
  // unless properly Summoned.
  mustBeProperlySummoned: true,
  // 003 §3.4.4: "sent to your opponent's GY": a card its controller's opponent owns (TC-48).
  statics: [
    { kind: 'banish-instead-of-gy', monstersOnly: false, cards: (_duel, self, c) => c.owner !== self.controller },
  ],
  effects: [
    {
      label: "Banish 1 random card from your opponent's hand",
      type: 'trigger',
      event: 'to-hand',
      oncePerTurn: 'card',
      category: ['banish'],
      eventFilter: (ctx, ev) =>
        ev.from === 'deck' &&
        ctx.card(ev.uid).owner === ctx.opponent &&
        ctx.duel.phase !== 'draw' &&
        ctx.duel.battle?.timing == null,
      feasible: (ctx) => cardsIn(ctx.duel, ctx.player, 'opponent', 'hand').length > 0,
      operation: [
        (ctx) => {
          const hand = cardsIn(ctx.duel, ctx.player, 'opponent', 'hand');
          if (hand.length === 0) return false;
          // 003 §3.4.4: a random choice among hidden cards, made by the engine's seeded generator.
          banish(ctx.duel, pickAtRandom(ctx.duel, hand, 1), Reason.EFFECT, ctx.player);
          return true;
        },
      ],
    },
  ],
});
