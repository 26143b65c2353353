/** OP03-055 Gum-Gum Giant Gavel: [Counter] You may trash 1 card from your hand: Up to 1 of your Leader gains +4000 power during this battle. Then, you may trash 2 cards from the top of your deck. [Trigger] Return up to 1 Character with a cost of 4 or less to the owner's hand. */
import { addPower, bounce, card, counter, trashFromHandCost, trigger } from '../dsl.ts';
import { trashDeckTop } from '../deck.ts';

export default card('OP03-055', {
  text: "[Counter] You may trash 1 card from your hand: Up to 1 of your Leader gains +4000 power during this battle. Then, you may trash 2 cards from the top of your deck. [Trigger] Return up to 1 Character with a cost of 4 or less to the owner's hand.",
  abilities: [
    counter(
      {
        cost: [trashFromHandCost(1)],
        mayPay: true,
        text: 'trash 1 card: your Leader +4000 this battle; you may trash 2 from the top of your deck',
      },
      addPower(4000, 'battle', 1, { leader: true, characters: false }),
      trashDeckTop(2),
    ),
    trigger({ text: 'return up to 1 Character with a cost of 4 or less' }, bounce(1, { side: 'any', maxCost: 4 })),
  ],
});
