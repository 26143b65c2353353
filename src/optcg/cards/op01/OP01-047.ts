/** OP01-047 Trafalgar Law: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On Play] You may return 1 Character to your hand: Play up to 1 Character card with a cost of 3 or less from your hand. */
import { card, onPlay, playFromHand, returnCharacterCost } from '../dsl.ts';

export default card('OP01-047', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On Play] You may return 1 Character to your hand: Play up to 1 Character card with a cost of 3 or less from your hand.',
  keywords: ['blocker'],
  abilities: [
    onPlay(
      {
        text: 'return 1 Character to your hand: play a Character (cost 3 or less)',
        cost: [returnCharacterCost(1)],
        mayPay: true,
      },
      playFromHand(1, { maxCost: 3 }, 'Character'),
    ),
  ],
});
