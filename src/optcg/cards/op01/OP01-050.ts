/** OP01-050 Penguin: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On Play] If you don't have [Shachi], play up to 1 [Shachi] from your hand. */
import { card, noCharacterNamed, onPlay, onlyIf, playFromHand } from '../dsl.ts';

export default card('OP01-050', {
  text: "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On Play] If you don't have [Shachi], play up to 1 [Shachi] from your hand.",
  keywords: ['blocker'],
  abilities: [
    // 001 §2-1-2-1: [Shachi] is every card whose name contains "Shachi"; "If you don't have": on your field.
    onPlay(
      { text: "play up to 1 [Shachi] from your hand if you don't have one" },
      onlyIf(noCharacterNamed('Shachi'), playFromHand(1, { nameHas: 'Shachi' })),
    ),
  ],
});
