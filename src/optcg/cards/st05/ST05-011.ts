/** ST05-011 Douglas Bullet: [Activate: Main] [Once Per Turn] DON!! −4 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Rest up to 2 of your opponent's Characters with a cost of 6 or less. Then, this Character gains [Double Attack] during this turn. (This card deals 2 damage.) */
import { activateMain, card, donMinus, gainKeyword, rest } from '../dsl.ts';

export default card('ST05-011', {
  text: "[Activate: Main] [Once Per Turn] DON!! −4 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Rest up to 2 of your opponent's Characters with a cost of 6 or less. Then, this Character gains [Double Attack] during this turn.\n(This card deals 2 damage.)",
  abilities: [
    activateMain(
      { text: "rest up to 2 opponent's Characters (cost 6 or less); [Double Attack]", once: true, cost: [donMinus(4)] },
      rest(2, { side: 'opponent', maxCost: 6 }),
      gainKeyword('doubleAttack', 'turn'),
    ),
  ],
});
