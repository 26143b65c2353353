/** OP05-073 Miss Doublefinger(Zala): [On Play] You may trash 1 card from your hand: Add up to 1 DON!! card from your DON!! deck and rest it. [Trigger] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Play this card. */
import { addDon, card, donMinus, onPlay, playThis, trashFromHandCost, trigger } from '../dsl.ts';

export default card('OP05-073', {
  text: '[On Play] You may trash 1 card from your hand: Add up to 1 DON!! card from your DON!! deck and rest it. [Trigger] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Play this card.',
  abilities: [
    onPlay(
      { cost: [trashFromHandCost(1)], mayPay: true, text: 'trash 1 card: add up to 1 DON!! rested' },
      addDon(1, false),
    ),
    trigger({ cost: [donMinus(1)], text: 'DON!! −1: play this card' }, playThis),
  ],
});
