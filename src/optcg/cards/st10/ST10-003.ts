/** ST10-003 Eustass"Captain"Kid: [Your Turn] If you have 4 or more Life cards, give this Leader −1000 power. [When Attacking] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Leader gains +2000 power during this turn. */
import { card, donMinus, gainPower, gains, whenAttacking, yourTurn } from '../dsl.ts';
import { lifeAtLeast } from '../life.ts';

export default card('ST10-003', {
  text: '[Your Turn] If you have 4 or more Life cards, give this Leader −1000 power.\n[When Attacking] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Leader gains +2000 power during this turn.',
  gains: [gains([yourTurn, lifeAtLeast(4)], { power: -1000 })],
  abilities: [whenAttacking({ cost: [donMinus(1)], text: '+2000 this turn' }, gainPower(2000, 'turn'))],
});
