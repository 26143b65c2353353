/** OP03-121 Thunder Bolt: [Main] You may trash 1 card from the top of your Life cards: K.O. up to 1 of your opponent's Characters with a cost of 5 or less. [Trigger] K.O. up to 1 of your opponent's Characters with a cost of 5 or less. */
import { card, ko, main, trigger } from '../dsl.ts';
import { trashLifeCost } from '../life.ts';

export default card('OP03-121', {
  text: "[Main] You may trash 1 card from the top of your Life cards: K.O. up to 1 of your opponent's Characters with a cost of 5 or less. [Trigger] K.O. up to 1 of your opponent's Characters with a cost of 5 or less.",
  abilities: [
    main(
      {
        cost: [trashLifeCost('top')],
        mayPay: true,
        text: "trash your top Life card: K.O. up to 1 opponent's Character with a cost of 5 or less",
      },
      ko(1, { side: 'opponent', maxCost: 5 }),
    ),
    trigger(
      { text: "K.O. up to 1 opponent's Character with a cost of 5 or less" },
      ko(1, { side: 'opponent', maxCost: 5 }),
    ),
  ],
});
