/** OP04-074 Colors Trap: [Counter] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Up to 1 of your Leader or Character cards gains +1000 power during this battle. Then, rest up to 1 of your opponent's Characters with a cost of 4 or less. [Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active. */
import { addDon, addPower, card, counter, donMinus, rest, trigger } from '../dsl.ts';

export default card('OP04-074', {
  text: "[Counter] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Up to 1 of your Leader or Character cards gains +1000 power during this battle. Then, rest up to 1 of your opponent's Characters with a cost of 4 or less. [Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active.",
  abilities: [
    counter(
      { cost: [donMinus(1)], text: '+1000 this battle; rest a cost-4-or-less Character' },
      addPower(1000, 'battle'),
      rest(1, { side: 'opponent', maxCost: 4 }),
    ),
    trigger({ text: 'add up to 1 DON!! active' }, addDon(1, true)),
  ],
});
