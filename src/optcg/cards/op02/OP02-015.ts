/** OP02-015 Makino: [Activate: Main] You may rest this Character: Up to 1 of your red Characters with a cost of 1 gains +3000 power during this turn. */
import { activateMain, addPower, card, restThis } from '../dsl.ts';

export default card('OP02-015', {
  text: '[Activate: Main] You may rest this Character: Up to 1 of your red Characters with a cost of 1 gains +3000 power during this turn.',
  abilities: [
    activateMain(
      { cost: [restThis], text: 'a red cost-1 Character of yours +3000 this turn' },
      addPower(3000, 'turn', 1, { colors: ['Red'], cost: 1 }),
    ),
  ],
});
