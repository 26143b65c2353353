/** ST06-004 Smoker: This Character cannot be K.O.'d by effects. [DON!! x1] If there is a Character with a cost of 0, this Character gains [Double Attack]. (This card deals 2 damage.) */
import { anyCharacterWithCost, card, donX, gains } from '../dsl.ts';

export default card('ST06-004', {
  text: "This Character cannot be K.O.'d by effects.\n[DON!! x1] If there is a Character with a cost of 0, this Character gains [Double Attack].\n(This card deals 2 damage.)",
  gains: [gains([], { noEffectKO: true }), gains([donX(1), anyCharacterWithCost(0)], { kw: 'doubleAttack' })],
});
