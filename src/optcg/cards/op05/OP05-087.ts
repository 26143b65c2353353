/** OP05-087 Hakuba: [DON!! x1] [When Attacking] You may K.O. 1 of your Characters other than this Character: Give up to 1 of your opponent's Characters −5 cost during this turn. */
import { card, donX, giveCost, whenAttacking } from '../dsl.ts';
import { koCharactersCost } from '../trash.ts';

export default card('OP05-087', {
  text: "[DON!! x1] [When Attacking] You may K.O. 1 of your Characters other than this Character: Give up to 1 of your opponent's Characters −5 cost during this turn.",
  abilities: [
    whenAttacking(
      {
        if: [donX(1)],
        cost: [koCharactersCost(1, { other: true })],
        mayPay: true,
        text: "K.O. 1 of your other Characters: up to 1 opponent's Character −5 cost this turn",
      },
      giveCost(-5, 'turn', 1),
    ),
  ],
});
