/** ST02-014 X.Drake: [DON!! x1] [Your Turn] If this Character is rested, your {Supernovas} or {Navy} type Leaders and Characters gain +1000 power. */
import { aura, card, donX, selfRested, yourTurn } from '../dsl.ts';

export default card('ST02-014', {
  text: '[DON!! x1] [Your Turn] If this Character is rested, your {Supernovas} or {Navy} type Leaders and Characters gain +1000 power.',
  auras: [aura([donX(1), yourTurn, selfRested], 1000, { side: 'own', leader: true, types: ['Supernovas', 'Navy'] })],
});
