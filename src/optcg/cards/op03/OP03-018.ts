/** OP03-018 Fire Fist: [Main] You may trash 1 Event from your hand: K.O. up to 1 of your opponent's Characters with 5000 power or less and up to 1 of your opponent's Characters with 4000 power or less. [Trigger] K.O. up to 1 of your opponent's Characters with 5000 power or less. */
import { card, ko, koEach, main, trashFromHandCost, trigger } from '../dsl.ts';

export default card('OP03-018', {
  text: "[Main] You may trash 1 Event from your hand: K.O. up to 1 of your opponent's Characters with 5000 power or less and up to 1 of your opponent's Characters with 4000 power or less. [Trigger] K.O. up to 1 of your opponent's Characters with 5000 power or less.",
  abilities: [
    main(
      {
        text: 'trash 1 Event: K.O. up to 1 with 5000 power or less and up to 1 with 4000 or less',
        cost: [trashFromHandCost(1, { category: 'Event' })],
        mayPay: true,
      },
      koEach([
        { side: 'opponent', maxPower: 5000 },
        { side: 'opponent', maxPower: 4000 },
      ]),
    ),
    trigger(
      { text: "K.O. up to 1 opponent's Character with 5000 power or less" },
      ko(1, { side: 'opponent', maxPower: 5000 }),
    ),
  ],
});
