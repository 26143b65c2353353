/** ST08-006 Shirahoshi: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On Play] Give up to 1 of your opponent's Characters −4 cost during this turn. */
import { card, giveCost, onPlay } from '../dsl.ts';

export default card('ST08-006', {
  text: "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On Play] Give up to 1 of your opponent's Characters −4 cost during this turn.",
  keywords: ['blocker'],
  abilities: [onPlay({ text: "up to 1 opponent's Character −4 cost" }, giveCost(-4, 'turn'))],
});
