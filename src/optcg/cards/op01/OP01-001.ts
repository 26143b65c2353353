/** OP01-001 Roronoa Zoro (Leader): [DON!! x1] [Your Turn] All of your Characters gain +1000 power. */
import { aura, card, donX, yourTurn } from '../dsl.ts';

export default card('OP01-001', {
  text: '[DON!! x1] [Your Turn] All of your Characters gain +1000 power.',
  // 001 §8-1-3-3: a permanent effect; "All of your Characters" is every Character of yours, not the Leader.
  auras: [aura([donX(1), yourTurn], 1000, { side: 'own' })],
});
