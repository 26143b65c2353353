/** OP02-113 Helmeppo: [When Attacking] Give up to 1 of your opponent's Characters −2 cost during this turn. Then, if there is a Character with a cost of 0, this Character gains +2000 power during this battle. [Trigger] Play this card. */
import { anyCharacterWithCost, card, gainPower, giveCost, onlyIf, playThis, trigger, whenAttacking } from '../dsl.ts';

export default card('OP02-113', {
  text: "[When Attacking] Give up to 1 of your opponent's Characters −2 cost during this turn. Then, if there is a Character with a cost of 0, this Character gains +2000 power during this battle. [Trigger] Play this card.",
  abilities: [
    whenAttacking(
      { text: "−2 cost to an opponent's Character; with a cost-0 Character, +2000 this battle" },
      giveCost(-2, 'turn', 1),
      onlyIf(anyCharacterWithCost(0), gainPower(2000, 'battle')),
    ),
    trigger({ text: 'play this card' }, playThis),
  ],
});
