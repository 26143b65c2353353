/** OP01-014 Jinbe: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [DON!! x1] [On Block] Play up to 1 red Character card with a cost of 2 or less from your hand. */
import { card, donX, onBlock, playFromHand } from '../dsl.ts';

export default card('OP01-014', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[DON!! x1] [On Block] Play up to 1 red Character card with a cost of 2 or less from your hand.',
  keywords: ['blocker'],
  abilities: [
    onBlock(
      { if: [donX(1)], text: 'play up to 1 red Character card with a cost of 2 or less from your hand' },
      playFromHand(1, { colors: ['Red'], maxCost: 2 }, 'Character'),
    ),
  ],
});
