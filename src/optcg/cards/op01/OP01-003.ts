/** OP01-003 Monkey.D.Luffy: [Activate: Main] [Once Per Turn] ④ (You may rest the specified number of DON!! cards in your cost area.): Set up to 1 of your {Supernovas} or {Straw Hat Crew} type Character cards with a cost of 5 or less as active. It gains +1000 power during this turn. */
import { activateMain, card, chosenGainPower, restDonCost, setActive } from '../dsl.ts';

export default card('OP01-003', {
  text: '[Activate: Main] [Once Per Turn] ④ (You may rest the specified number of DON!! cards in your cost area.): Set up to 1 of your {Supernovas} or {Straw Hat Crew} type Character cards with a cost of 5 or less as active. It gains +1000 power during this turn.',
  abilities: [
    activateMain(
      {
        text: 'set up to 1 {Supernovas}/{Straw Hat Crew} Character (cost 5 or less) active; +1000',
        once: true,
        cost: [restDonCost(4)],
      },
      setActive(1, { types: ['Supernovas', 'Straw Hat Crew'], maxCost: 5 }),
      chosenGainPower(1000, 'turn'),
    ),
  ],
});
