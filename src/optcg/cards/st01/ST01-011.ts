/** ST01-011 Brook: [On Play] Give up to 2 rested DON!! cards to your Leader or 1 of your Characters. */
import { card, giveRestedDon, onPlay } from '../dsl.ts';

export default card('ST01-011', {
  text: '[On Play] Give up to 2 rested DON!! cards to your Leader or 1 of your Characters.',
  abilities: [onPlay({ text: 'give up to 2 rested DON!!' }, giveRestedDon(2))],
});
