/** OP05-046 Dalmatian: [On K.O.] Draw 1 card and place 1 card from your hand at the bottom of your deck. */
import { card, draw, onKO } from '../dsl.ts';
import { handToDeckBottom } from '../deck.ts';

export default card('OP05-046', {
  text: '[On K.O.] Draw 1 card and place 1 card from your hand at the bottom of your deck.',
  abilities: [
    onKO(
      { text: 'draw 1 card and place 1 card from your hand at the bottom of your deck' },
      draw(1),
      handToDeckBottom(1),
    ),
  ],
});
