/** P-026 Morgan: [When Attacking] Give up to 1 of your opponent's Characters −3 cost during this turn. */
import { card, giveCost, whenAttacking } from '../dsl.ts';

export default card('P-026', {
  text: "[When Attacking] Give up to 1 of your opponent's Characters −3 cost during this turn.",
  abilities: [whenAttacking({ text: "−3 cost to an opponent's Character this turn" }, giveCost(-3, 'turn', 1))],
});
