/** OP02-103 Sengoku: [DON!! x1] [When Attacking] Give up to 1 of your opponent's Characters −2 cost during this turn. */
import { card, donX, giveCost, whenAttacking } from '../dsl.ts';

export default card('OP02-103', {
  text: "[DON!! x1] [When Attacking] Give up to 1 of your opponent's Characters −2 cost during this turn.",
  abilities: [
    whenAttacking({ if: [donX(1)], text: "−2 cost to an opponent's Character this turn" }, giveCost(-2, 'turn', 1)),
  ],
});
