/** OP03-099 Charlotte Katakuri: [DON!! x1] [When Attacking] Look at up to 1 card from the top of your or your opponent's Life cards, and place it at the top or bottom of the Life cards. Then, this Leader gains +1000 power during this battle. */
import { card, donX, gainPower, whenAttacking } from '../dsl.ts';
import { lookAtTopLife } from '../life.ts';

export default card('OP03-099', {
  text: "[DON!! x1] [When Attacking] Look at up to 1 card from the top of your or your opponent's Life cards, and place it at the top or bottom of the Life cards. Then, this Leader gains +1000 power during this battle.",
  abilities: [
    whenAttacking(
      {
        if: [donX(1)],
        text: "look at up to 1 top Life card (yours or your opponent's), place it top or bottom; +1000",
      },
      lookAtTopLife('ownOrOpponent'),
      gainPower(1000, 'battle'),
    ),
  ],
});
