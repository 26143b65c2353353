/** OP01-044 Shachi: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On Play] If you don't have [Penguin], play up to 1 [Penguin] from your hand. */
import { card, noCharacterNamed, onPlay, onlyIf, playFromHand } from '../dsl.ts';

export default card('OP01-044', {
  text: "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On Play] If you don't have [Penguin], play up to 1 [Penguin] from your hand.",
  keywords: ['blocker'],
  abilities: [
    // 001 §2-1-2-1: [Penguin] is every card whose name contains "Penguin"; "If you don't have": on your field.
    onPlay(
      { text: "play up to 1 [Penguin] from your hand if you don't have one" },
      onlyIf(noCharacterNamed('Penguin'), playFromHand(1, { nameHas: 'Penguin' })),
    ),
  ],
});
