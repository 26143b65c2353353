/** OP04-076 Weakness...Is an Unforgivable Sin.: [Counter] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Up to 1 of your Leader or Character cards gains +1000 power during this turn. [Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active. */
import { addDon, addPower, card, counter, donMinus, trigger } from '../dsl.ts';

export default card('OP04-076', {
  text: '[Counter] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Up to 1 of your Leader or Character cards gains +1000 power during this turn. [Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active.',
  abilities: [
    counter({ cost: [donMinus(1)], text: '+1000 this turn' }, addPower(1000, 'turn')),
    trigger({ text: 'add up to 1 DON!! active' }, addDon(1, true)),
  ],
});
