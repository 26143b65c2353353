/** OP03-088 Fukurou: This Character cannot be K.O.'d by effects. [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) */
import { card, gains } from '../dsl.ts';

export default card('OP03-088', {
  text: "This Character cannot be K.O.'d by effects.\n[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)",
  keywords: ['blocker'],
  gains: [gains([], { noEffectKO: true })],
});
