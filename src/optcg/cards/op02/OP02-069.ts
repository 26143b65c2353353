/** OP02-069 DEATH WINK: [Counter] Up to 1 of your Leader or Character cards gains +6000 power during this battle. Then, draw cards so that you have 2 cards in your hand. [Trigger] Return up to 1 Character with a cost of 7 or less to the owner's hand. */
import { addPower, bounce, card, counter, trigger } from '../dsl.ts';
import { drawTo } from '../hand.ts';

export default card('OP02-069', {
  text: "[Counter] Up to 1 of your Leader or Character cards gains +6000 power during this battle. Then, draw cards so that you have 2 cards in your hand. [Trigger] Return up to 1 Character with a cost of 7 or less to the owner's hand.",
  abilities: [
    counter({ text: '+6000 this battle; draw to 2 cards' }, addPower(6000, 'battle'), drawTo(2)),
    trigger({ text: 'return a Character with a cost of 7 or less' }, bounce(1, { side: 'any', maxCost: 7 })),
  ],
});
