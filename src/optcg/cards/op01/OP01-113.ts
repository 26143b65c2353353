/** OP01-113 Holedem: [On K.O.] Add up to 1 DON!! card from your DON!! deck and rest it. */
import { addDon, card, onKO } from '../dsl.ts';

export default card('OP01-113', {
  text: '[On K.O.] Add up to 1 DON!! card from your DON!! deck and rest it.',
  abilities: [onKO({ text: 'add up to 1 DON!! and rest it' }, addDon(1, false))],
});
