/** OP04-055 Plague Rounds: [Main] You may trash 1 [Ice Oni] from your hand and place 1 Character with a cost of 4 or less at the bottom of the owner's deck: Play 1 [Ice Oni] from your trash. [Trigger] Activate this card's [Main] effect. */
import { card, main, playFromTrashExactly, toBottomCost, trashFromHandCost, trigger } from '../dsl.ts';

export default card('OP04-055', {
  text: "[Main] You may trash 1 [Ice Oni] from your hand and place 1 Character with a cost of 4 or less at the bottom of the owner's deck: Play 1 [Ice Oni] from your trash. [Trigger] Activate this card's [Main] effect.",
  abilities: [
    main(
      {
        cost: [trashFromHandCost(1, { nameHas: 'Ice Oni' }), toBottomCost(1, { side: 'any', maxCost: 4 })],
        mayPay: true,
        text: 'play 1 [Ice Oni] from your trash',
      },
      playFromTrashExactly(1, { nameHas: 'Ice Oni' }),
    ),
    trigger(
      {
        cost: [trashFromHandCost(1, { nameHas: 'Ice Oni' }), toBottomCost(1, { side: 'any', maxCost: 4 })],
        mayPay: true,
        text: "activate this card's [Main]",
      },
      playFromTrashExactly(1, { nameHas: 'Ice Oni' }),
    ),
  ],
});
