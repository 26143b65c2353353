/** OP01-091 King (Leader): [Your Turn] If you have 10 DON!! cards on your field, give all of your opponent's Characters −1000 power. */
import { aura, card, donOnFieldAtLeast, yourTurn } from '../dsl.ts';

export default card('OP01-091', {
  text: "[Your Turn] If you have 10 DON!! cards on your field, give all of your opponent's Characters −1000 power.",
  // 001 §5-1-2: a DON!! deck holds exactly 10, so "10 DON!! cards on your field" is "10 or more".
  auras: [aura([yourTurn, donOnFieldAtLeast(10)], -1000, { side: 'opponent' })],
});
