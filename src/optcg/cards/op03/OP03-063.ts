/** OP03-063 Zambai: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): If your Leader has the {Water Seven} type, draw 1 card. */
import { card, donMinus, draw, leaderHasType, onPlay, onlyIf } from '../dsl.ts';

export default card('OP03-063', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): If your Leader has the {Water Seven} type, draw 1 card.',
  keywords: ['blocker'],
  abilities: [
    onPlay(
      { cost: [donMinus(1)], text: 'with a Water Seven Leader, draw 1 card' },
      onlyIf(leaderHasType('Water Seven'), draw(1)),
    ),
  ],
});
