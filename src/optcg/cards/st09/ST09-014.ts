/** ST09-014 Narikabura Arrow: [Counter] If you have 2 or less Life cards, give up to 1 of your opponent's Leader or Character cards −3000 power during this turn. [Trigger] You may trash 2 cards from your hand: Add up to 1 card from the top of your deck to the top of your Life cards. */
import { addPower, card, counter, deckTopToLife, lifeAtMost, onlyIf, trashFromHandCost, trigger } from '../dsl.ts';

export default card('ST09-014', {
  text: "[Counter] If you have 2 or less Life cards, give up to 1 of your opponent's Leader or Character cards −3000 power during this turn. [Trigger] You may trash 2 cards from your hand: Add up to 1 card from the top of your deck to the top of your Life cards.",
  abilities: [
    counter(
      { text: "with 2 or less Life, up to 1 opponent's Leader or Character −3000 this turn" },
      onlyIf(lifeAtMost(2), addPower(-3000, 'turn', 1, { side: 'opponent', leader: true })),
    ),
    trigger(
      {
        text: 'trash 2 cards: add up to 1 card from the top of your deck to your Life',
        cost: [trashFromHandCost(2)],
        mayPay: true,
      },
      deckTopToLife(1),
    ),
  ],
});
