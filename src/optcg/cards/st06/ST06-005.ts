/** ST06-005 Sengoku: [When Attacking] Give up to 1 of your opponent's Characters −4 cost during this turn. */
import { card, giveCost, whenAttacking } from '../dsl.ts';

export default card('ST06-005', {
  text: "[When Attacking] Give up to 1 of your opponent's Characters −4 cost during this turn.",
  abilities: [whenAttacking({ text: "up to 1 opponent's Character −4 cost" }, giveCost(-4, 'turn'))],
});
