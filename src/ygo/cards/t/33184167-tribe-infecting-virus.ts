import { Reason, cardsIn, declareType, declaredType, defineCard, destroy, discardCost, ofType } from '../dsl/index.ts';

export default defineCard({
  code: 33184167,
  name: 'Tribe-Infecting Virus',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'WATER',
  type: 'Aqua',
  atk: 1600,
  def: 1000,
  text: 'Discard 1 card from your hand and declare 1 Type of monster. Destroy all face-up monsters of the declared Type on the field.',
  effects: [
    {
      label: 'Discard 1 card, declare 1 Type: destroy all face-up monsters of that Type',
      // 003 §3.4.2: an Ignition Effect, activated in your Main Phase at open state.
      type: 'ignition',
      category: ['destroy'],
      // 003 §3.4.2: discarding is the cost; the declaration is made on activation too.
      cost: discardCost(1),
      target: { can: () => true, choose: declareType() },
      operation: [
        (ctx) => {
          const type = declaredType(ctx);
          const list = cardsIn(
            ctx.duel,
            ctx.player,
            'both',
            'monsters',
            // 003 §3.4.4: the current Type (DNA Surgery counts).
            (d, c) => c.faceUp && ofType(type)(d, c),
          );
          if (list.length) destroy(ctx.duel, list, Reason.EFFECT, ctx.player, ctx.asker);
        },
      ],
    },
  ],
});
