/** ST10-014 Wire: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [Once Per Turn] When a DON!! card on your field is returned to your DON!! deck, draw 1 card and trash 1 card from your hand. */
import { card, draw, trashFromHand } from '../dsl.ts';
import { whenDonReturned } from '../don.ts';

export default card('ST10-014', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[Once Per Turn] When a DON!! card on your field is returned to your DON!! deck, draw 1 card and trash 1 card from your hand.',
  keywords: ['blocker'],
  abilities: [whenDonReturned({ once: true, text: 'draw 1 and trash 1' }, draw(1), trashFromHand(1))],
});
