/** OP03-039 One, Two, Jango: [Main] Rest up to 1 of your opponent's Characters with a cost of 1 or less. Then, up to 1 of your Characters gains +1000 power during this turn. [Trigger] Rest up to 1 of your opponent's Characters with a cost of 4 or less. */
import { addPower, card, main, rest, trigger } from '../dsl.ts';

export default card('OP03-039', {
  text: "[Main] Rest up to 1 of your opponent's Characters with a cost of 1 or less. Then, up to 1 of your Characters gains +1000 power during this turn. [Trigger] Rest up to 1 of your opponent's Characters with a cost of 4 or less.",
  abilities: [
    main(
      { text: 'rest up to 1 with a cost of 1 or less; up to 1 of your Characters +1000 this turn' },
      rest(1, { side: 'opponent', maxCost: 1 }),
      addPower(1000, 'turn', 1, { side: 'own' }),
    ),
    trigger(
      { text: "rest up to 1 opponent's Character with a cost of 4 or less" },
      rest(1, { side: 'opponent', maxCost: 4 }),
    ),
  ],
});
