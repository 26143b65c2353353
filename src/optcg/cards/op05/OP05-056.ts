/** OP05-056 X.Barrels: [On Play] You may place 1 of your Characters other than this Character at the bottom of your deck: Draw 1 card. */
import { card, draw, onPlay } from '../dsl.ts';
import { charactersToDeckBottomCost } from '../deck.ts';

export default card('OP05-056', {
  text: '[On Play] You may place 1 of your Characters other than this Character at the bottom of your deck: Draw 1 card.',
  abilities: [
    onPlay(
      {
        cost: [charactersToDeckBottomCost(1, { other: true })],
        mayPay: true,
        text: 'place 1 of your other Characters at the bottom of your deck: draw 1',
      },
      draw(1),
    ),
  ],
});
