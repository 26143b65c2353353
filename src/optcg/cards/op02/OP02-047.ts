/** OP02-047 Paradise Totsuka: [Main] Rest up to 1 of your opponent's Characters with a cost of 4 or less. [Trigger] K.O. up to 1 of your opponent's rested Characters with a cost of 3 or less. */
import { card, ko, main, rest, trigger } from '../dsl.ts';

export default card('OP02-047', {
  text: "[Main] Rest up to 1 of your opponent's Characters with a cost of 4 or less. [Trigger] K.O. up to 1 of your opponent's rested Characters with a cost of 3 or less.",
  abilities: [
    main({ text: "rest an opponent's Character with a cost of 4 or less" }, rest(1, { side: 'opponent', maxCost: 4 })),
    trigger(
      { text: "K.O. an opponent's rested Character with a cost of 3 or less" },
      ko(1, { side: 'opponent', rested: true, maxCost: 3 }),
    ),
  ],
});
