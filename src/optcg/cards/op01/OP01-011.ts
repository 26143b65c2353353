/** OP01-011 Gordon: [On Play] You may place 1 card from your hand at the bottom of your deck: Draw 1 card. */
import { card, draw, handToDeckBottomCost, onPlay } from '../dsl.ts';

export default card('OP01-011', {
  text: '[On Play] You may place 1 card from your hand at the bottom of your deck: Draw 1 card.',
  abilities: [onPlay({ cost: [handToDeckBottomCost(1)], mayPay: true, text: 'draw 1 card' }, draw(1))],
});
