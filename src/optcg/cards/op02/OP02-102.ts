/** OP02-102 Smoker: This Character cannot be K.O.'d by effects. [When Attacking] If there is a Character with a cost of 0, this Character gains +2000 power during this battle. */
import { anyCharacterWithCost, card, gainPower, gains, onlyIf, whenAttacking } from '../dsl.ts';

export default card('OP02-102', {
  text: "This Character cannot be K.O.'d by effects.\n[When Attacking] If there is a Character with a cost of 0, this Character gains +2000 power during this battle.",
  gains: [gains([], { noEffectKO: true })],
  abilities: [
    whenAttacking(
      { text: 'with a cost-0 Character: +2000 this battle' },
      onlyIf(anyCharacterWithCost(0), gainPower(2000, 'battle')),
    ),
  ],
});
