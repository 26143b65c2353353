/** OP03-021 Kuro: [Activate: Main] ③ (You may rest the specified number of DON!! cards in your cost area.) You may rest 2 of your {East Blue} type Characters: Set this Leader as active, and rest up to 1 of your opponent's Characters with a cost of 5 or less. */
import { activateMain, card, rest, restCharactersCost, restDonCost, setActive } from '../dsl.ts';

export default card('OP03-021', {
  text: "[Activate: Main] ③ (You may rest the specified number of DON!! cards in your cost area.) You may rest 2 of your {East Blue} type Characters: Set this Leader as active, and rest up to 1 of your opponent's Characters with a cost of 5 or less.",
  abilities: [
    activateMain(
      {
        cost: [restDonCost(3), restCharactersCost(2, { types: ['East Blue'] })],
        text: "set this Leader active; rest up to 1 opponent's Character with a cost of 5 or less",
      },
      setActive('self'),
      rest(1, { side: 'opponent', maxCost: 5 }),
    ),
  ],
});
