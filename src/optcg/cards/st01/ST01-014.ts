/** ST01-014 Guard Point: [Counter] Up to 1 of your Leader or Character cards gains +3000 power during this battle. [Trigger] Up to 1 of your Leader or Character cards gains +1000 power during this turn. */
import { addPower, card, counter, trigger } from '../dsl.ts';

export default card('ST01-014', {
  text: '[Counter] Up to 1 of your Leader or Character cards gains +3000 power during this battle. [Trigger] Up to 1 of your Leader or Character cards gains +1000 power during this turn.',
  abilities: [
    counter({ text: '+3000 this battle' }, addPower(3000, 'battle')),
    trigger({ text: '+1000 this turn' }, addPower(1000, 'turn')),
  ],
});
