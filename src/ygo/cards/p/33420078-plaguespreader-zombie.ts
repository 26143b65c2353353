import { Reason, addRestriction, canPlaceMonster, cardsIn, defineCard, specialSummon, toDeck } from '../dsl/index.ts';

export default defineCard({
  code: 33420078,
  name: 'Plaguespreader Zombie',
  kind: 'monster',
  categories: ['effect', 'tuner'],
  level: 2,
  attribute: 'DARK',
  type: 'Zombie',
  atk: 400,
  def: 200,
  text: 'If this card is in your GY: You can place 1 card from your hand on the top of the Deck; Special Summon this card, but banish it when it leaves the field.',
  effects: [
    {
      label: 'Place 1 card from your hand on top of the Deck: Special Summon this card from the GY',
      // 003 §3.3.2: an Ignition effect activated in the GY.
      type: 'ignition',
      range: ['gy'],
      category: ['special-summon'],
      feasible: (ctx) => canPlaceMonster(ctx.duel, ctx.player, false),
      // 003 §3.4.2: placing a card on the Deck is the cost.
      cost: {
        can: (ctx) => cardsIn(ctx.duel, ctx.player, 'you', 'hand').length > 0,
        pay: (ctx) =>
          toDeck(
            ctx.duel,
            ctx.choose({
              from: cardsIn(ctx.duel, ctx.player, 'you', 'hand'),
              min: 1,
              max: 1,
              prompt: 'Place 1 card from your hand on top of your Deck (cost)',
            }),
            Reason.COST,
            ctx.player,
            'top',
          ),
      },
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'gy') return false;
          if (!specialSummon(ctx, ctx.self.uid, { defense: false })) return false;
          // 003 §3.4.4: "but banish it when it leaves the field": a replacement kept on the card while it stays there;
          // 003 §3.3.2 TC-39: detached as Xyz Material it has not "left the field" (it became a material first).
          addRestriction(ctx.duel, ctx.self.uid, 'banish-on-leave', false);
          return true;
        },
      ],
    },
  ],
});
