/** OP02-049 Emporio.Ivankov: [End of Your Turn] If you have 0 cards in your hand, draw 2 cards. */
import { card, draw, endOfYourTurn, handAtMost } from '../dsl.ts';

export default card('OP02-049', {
  text: '[End of Your Turn] If you have 0 cards in your hand, draw 2 cards.',
  abilities: [endOfYourTurn({ if: [handAtMost(0)], text: 'with no cards in hand, draw 2' }, draw(2))],
});
