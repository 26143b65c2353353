/** OP03-038 Deathly Poison Gas Bomb MH5: [Main] Rest up to 2 of your opponent's Characters with a cost of 2 or less. [Trigger] Rest up to 1 of your opponent's Characters with a cost of 5 or less. */
import { card, main, rest, trigger } from '../dsl.ts';

export default card('OP03-038', {
  text: "[Main] Rest up to 2 of your opponent's Characters with a cost of 2 or less. [Trigger] Rest up to 1 of your opponent's Characters with a cost of 5 or less.",
  abilities: [
    main(
      { text: "rest up to 2 opponent's Characters with a cost of 2 or less" },
      rest(2, { side: 'opponent', maxCost: 2 }),
    ),
    trigger(
      { text: "rest up to 1 opponent's Character with a cost of 5 or less" },
      rest(1, { side: 'opponent', maxCost: 5 }),
    ),
  ],
});
