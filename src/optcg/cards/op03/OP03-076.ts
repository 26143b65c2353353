/** OP03-076 Rob Lucci: [Your Turn] [Once Per Turn] You may trash 2 cards from your hand: When your opponent's Character is K.O.'d, set this Leader as active. */
import { card, setActive, trashFromHandCost, whenOpponentsCharacterKOd, yourTurn } from '../dsl.ts';

export default card('OP03-076', {
  text: "[Your Turn] [Once Per Turn] You may trash 2 cards from your hand: When your opponent's Character is K.O.'d, set this Leader as active.",
  abilities: [
    whenOpponentsCharacterKOd(
      {
        if: [yourTurn],
        once: true,
        cost: [trashFromHandCost(2)],
        mayPay: true,
        text: 'trash 2 cards: set this Leader as active',
      },
      setActive('self'),
    ),
  ],
});
