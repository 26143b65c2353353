/** OP02-105 Tashigi: [DON!! x1] [When Attacking] Give up to 1 of your opponent's Characters −3 cost during this turn. */
import { card, donX, giveCost, whenAttacking } from '../dsl.ts';

export default card('OP02-105', {
  text: "[DON!! x1] [When Attacking] Give up to 1 of your opponent's Characters −3 cost during this turn.",
  abilities: [
    whenAttacking({ if: [donX(1)], text: "−3 cost to an opponent's Character this turn" }, giveCost(-3, 'turn', 1)),
  ],
});
