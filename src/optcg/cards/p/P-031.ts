/** P-031 Uta: [On Play] Add up to 1 DON!! card from your DON!! deck and rest it. */
import { addDon, card, onPlay } from '../dsl.ts';

export default card('P-031', {
  text: '[On Play] Add up to 1 DON!! card from your DON!! deck and rest it.',
  abilities: [onPlay({ text: 'add up to 1 rested DON!!' }, addDon(1, false))],
});
