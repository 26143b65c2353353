/** OP02-110 Hina: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On Block] Select up to 1 of your opponent's Characters with a cost of 6 or less. The selected Character cannot attack during this turn. */
import { cannotAttack, card, onBlock } from '../dsl.ts';

export default card('OP02-110', {
  text: "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On Block] Select up to 1 of your opponent's Characters with a cost of 6 or less. The selected Character cannot attack during this turn.",
  keywords: ['blocker'],
  abilities: [
    onBlock(
      { text: "an opponent's Character with a cost of 6 or less cannot attack this turn" },
      cannotAttack(1, { side: 'opponent', maxCost: 6 }, 'turn'),
    ),
  ],
});
