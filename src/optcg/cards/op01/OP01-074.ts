/** OP01-074 Bartholomew Kuma: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On K.O.] Play up to 1 [Pacifista] with a cost of 4 or less from your hand. */
import { card, onKO, playFromHand } from '../dsl.ts';

export default card('OP01-074', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On K.O.] Play up to 1 [Pacifista] with a cost of 4 or less from your hand.',
  keywords: ['blocker'],
  abilities: [
    // 001 §2-1-2-1: [Pacifista] is every card whose name contains "Pacifista".
    onKO(
      { text: 'play up to 1 [Pacifista] with a cost of 4 or less from your hand' },
      playFromHand(1, { nameHas: 'Pacifista', maxCost: 4 }),
    ),
  ],
});
