/** OP02-016 Magura: [On Play] Up to 1 of your red Characters with a cost of 1 gains +3000 power during this turn. */
import { addPower, card, onPlay } from '../dsl.ts';

export default card('OP02-016', {
  text: '[On Play] Up to 1 of your red Characters with a cost of 1 gains +3000 power during this turn.',
  abilities: [
    onPlay(
      { text: 'a red cost-1 Character of yours +3000 this turn' },
      addPower(3000, 'turn', 1, { colors: ['Red'], cost: 1 }),
    ),
  ],
});
