/** OP01-056 Demon Face: [Main] K.O. up to 2 of your opponent's rested Characters with a cost of 5 or less. */
import { card, ko, main } from '../dsl.ts';

export default card('OP01-056', {
  text: "[Main] K.O. up to 2 of your opponent's rested Characters with a cost of 5 or less.",
  abilities: [
    main(
      { text: "K.O. up to 2 of your opponent's rested Characters with a cost of 5 or less" },
      ko(2, { side: 'opponent', rested: true, maxCost: 5 }),
    ),
  ],
});
