/** OP04-104 Sanji: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [Trigger] You may trash 1 card from your hand: Play this card. */
import { card, playThis, trashFromHandCost, trigger } from '../dsl.ts';

export default card('OP04-104', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [Trigger] You may trash 1 card from your hand: Play this card.',
  keywords: ['blocker'],
  abilities: [trigger({ cost: [trashFromHandCost(1)], mayPay: true, text: 'trash 1: play this card' }, playThis)],
});
