/** OP05-104 Conis: [On Play] You may place 1 of your Stages at the bottom of your deck: Draw 1 card and trash 1 card from your hand. */
import { card, draw, onPlay, trashFromHand } from '../dsl.ts';
import { stageToDeckBottomCost } from '../deck.ts';

export default card('OP05-104', {
  text: '[On Play] You may place 1 of your Stages at the bottom of your deck: Draw 1 card and trash 1 card from your hand.',
  abilities: [
    onPlay(
      {
        cost: [stageToDeckBottomCost],
        mayPay: true,
        text: 'place your Stage at the bottom of your deck: draw 1, trash 1',
      },
      draw(1),
      trashFromHand(1),
    ),
  ],
});
