/** OP04-110 Pound: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On K.O.] Add up to 1 of your opponent's Characters with a cost of 3 or less to the top or bottom of your opponent's Life cards face-up. */
import { card, onKO } from '../dsl.ts';
import { characterToLife } from '../life.ts';

export default card('OP04-110', {
  text: "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On K.O.] Add up to 1 of your opponent's Characters with a cost of 3 or less to the top or bottom of your opponent's Life cards face-up.",
  keywords: ['blocker'],
  abilities: [
    onKO(
      { text: "an opponent's cost-3-or-less Character to the top or bottom of their Life face up" },
      characterToLife(1, { side: 'opponent', maxCost: 3 }, 'topOrBottom'),
    ),
  ],
});
