/** OP04-067 Miss.MerryChristmas(Drophy): [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [Trigger] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Play this card. */
import { card, donMinus, playThis, trigger } from '../dsl.ts';

export default card('OP04-067', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [Trigger] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Play this card.',
  keywords: ['blocker'],
  abilities: [trigger({ cost: [donMinus(1)], text: 'play this card' }, playThis)],
});
