/** OP02-068 Gum-Gum Rain: [Counter] You may trash 1 card from your hand: Up to 1 of your Leader or Character cards gains +3000 power during this battle. [Trigger] Return up to 1 Character with a cost of 2 or less to the owner's hand. */
import { addPower, bounce, card, counter, trashFromHandCost, trigger } from '../dsl.ts';

export default card('OP02-068', {
  text: "[Counter] You may trash 1 card from your hand: Up to 1 of your Leader or Character cards gains +3000 power during this battle. [Trigger] Return up to 1 Character with a cost of 2 or less to the owner's hand.",
  abilities: [
    counter(
      { cost: [trashFromHandCost(1)], mayPay: true, text: 'trash 1: +3000 this battle' },
      addPower(3000, 'battle'),
    ),
    trigger({ text: 'return a Character with a cost of 2 or less' }, bounce(1, { side: 'any', maxCost: 2 })),
  ],
});
