/** OP02-041 Monkey.D.Luffy: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On Play] Play up to 1 {FILM} or {Straw Hat Crew} type Character card with a cost of 4 or less from your hand. */
import { card, onPlay, playFromHand } from '../dsl.ts';

export default card('OP02-041', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On Play] Play up to 1 {FILM} or {Straw Hat Crew} type Character card with a cost of 4 or less from your hand.',
  keywords: ['blocker'],
  abilities: [
    onPlay(
      { text: 'play a {FILM} or {Straw Hat Crew} Character with a cost of 4 or less from your hand' },
      playFromHand(1, { types: ['FILM', 'Straw Hat Crew'], maxCost: 4 }, 'Character'),
    ),
  ],
});
