/** ST04-016 Blast Breath: [Counter] DON!! −1: Up to 1 of your Leader or Character cards gains +4000 power during this battle. */
import { addPower, card, counter, donMinus } from '../dsl.ts';

export default card('ST04-016', {
  text: '[Counter] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Up to 1 of your Leader or Character cards gains +4000 power during this battle.',
  // 001 §8-3-1-6: DON!! −1 is part of activating the Event; it is offered only when payable (001 §8-3-1-3).
  abilities: [counter({ cost: [donMinus(1)], text: '+4000 this battle' }, addPower(4000, 'battle'))],
});
