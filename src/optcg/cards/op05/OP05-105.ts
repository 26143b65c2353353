/** OP05-105 Satori: [Trigger] You may trash 1 card from your hand: Play this card. */
import { card, playThis, trashFromHandCost, trigger } from '../dsl.ts';

export default card('OP05-105', {
  text: '[Trigger] You may trash 1 card from your hand: Play this card.',
  abilities: [trigger({ cost: [trashFromHandCost(1)], mayPay: true, text: 'trash 1 card: play this card' }, playThis)],
});
