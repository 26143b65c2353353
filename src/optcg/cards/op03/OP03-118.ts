/** OP03-118 Ikoku Sovereignty: [Counter] Up to 1 of your Leader or Character cards gains +5000 power during this battle. [Trigger] You may trash 2 cards from your hand: Add up to 1 card from the top of your deck to the top of your Life cards. */
import { addPower, card, counter, deckTopToLife, trashFromHandCost, trigger } from '../dsl.ts';

export default card('OP03-118', {
  text: '[Counter] Up to 1 of your Leader or Character cards gains +5000 power during this battle. [Trigger] You may trash 2 cards from your hand: Add up to 1 card from the top of your deck to the top of your Life cards.',
  abilities: [
    counter({ text: 'up to 1 +5000 this battle' }, addPower(5000, 'battle')),
    trigger(
      { cost: [trashFromHandCost(2)], mayPay: true, text: 'trash 2 cards: add 1 from your deck to your Life' },
      deckTopToLife(1),
    ),
  ],
});
