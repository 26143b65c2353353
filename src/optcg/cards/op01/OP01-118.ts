/** OP01-118 Ulti-Mortar: [Counter] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Up to 1 of your Leader or Character cards gains +2000 power during this battle. Then, draw 1 card. [Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active. */
import { addDon, addPower, card, counter, donMinus, draw, trigger } from '../dsl.ts';

export default card('OP01-118', {
  text: '[Counter] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Up to 1 of your Leader or Character cards gains +2000 power during this battle. Then, draw 1 card. [Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active.',
  abilities: [
    counter({ cost: [donMinus(2)], text: '+2000 this battle, then draw 1 card' }, addPower(2000, 'battle'), draw(1)),
    trigger({ text: 'add up to 1 active DON!!' }, addDon(1, true)),
  ],
});
