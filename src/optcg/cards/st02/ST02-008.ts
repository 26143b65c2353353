/** ST02-008 Scratchmen Apoo: [DON!! x1] [When Attacking] Rest up to 1 of your opponent's DON!! cards. */
import { card, donX, restOpponentDon, whenAttacking } from '../dsl.ts';

export default card('ST02-008', {
  text: "[DON!! x1] [When Attacking] Rest up to 1 of your opponent's DON!! cards.",
  abilities: [whenAttacking({ if: [donX(1)], text: "rest up to 1 of your opponent's DON!!" }, restOpponentDon(1))],
});
