/** OP01-069 Caesar Clown: [On K.O.] Play up to 1 [Smiley] from your deck, then shuffle your deck. */
import { card, onKO, playFromDeck } from '../dsl.ts';

export default card('OP01-069', {
  text: '[On K.O.] Play up to 1 [Smiley] from your deck, then shuffle your deck.',
  abilities: [onKO({ text: 'play up to 1 [Smiley] from your deck' }, playFromDeck(1, { nameHas: 'Smiley' }))],
});
