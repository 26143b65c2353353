/** OP01-105 Bao Huang: [On Play] Choose 2 cards from your opponent's hand; your opponent reveals those cards. */
import { card, onPlay, revealFromOpponentsHand } from '../dsl.ts';

export default card('OP01-105', {
  text: "[On Play] Choose 2 cards from your opponent's hand; your opponent reveals those cards.",
  abilities: [onPlay({ text: 'your opponent reveals 2 cards of their hand' }, revealFromOpponentsHand(2))],
});
