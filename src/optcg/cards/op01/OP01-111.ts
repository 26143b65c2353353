/** OP01-111 Black Maria: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On Block] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Character gains +1000 power during this turn. */
import { card, donMinus, gainPower, onBlock } from '../dsl.ts';

export default card('OP01-111', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On Block] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Character gains +1000 power during this turn.',
  keywords: ['blocker'],
  abilities: [onBlock({ cost: [donMinus(1)], text: '+1000 this turn' }, gainPower(1000, 'turn'))],
});
