/** OP01-079 Ms. All Sunday: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On K.O.] If your Leader has the {Baroque Works} type, add up to 1 Event from your trash to your hand. */
import { addFromTrash, card, leaderHasType, onKO, onlyIf } from '../dsl.ts';

export default card('OP01-079', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On K.O.] If your Leader has the {Baroque Works} type, add up to 1 Event from your trash to your hand.',
  keywords: ['blocker'],
  abilities: [
    onKO(
      { text: 'add up to 1 Event from your trash (a {Baroque Works} Leader)' },
      onlyIf(leaderHasType('Baroque Works'), addFromTrash(1, {}, 'Event')),
    ),
  ],
});
