/** OP05-115 Two-Hundred Million Volts Amaru: [Main] Up to 1 of your Leader or Character cards gains +3000 power during this turn. Then, if you have 1 or less Life cards, rest up to 1 of your opponent's Characters with a cost of 4 or less. [Trigger] You may trash 2 cards from your hand: Add up to 1 card from the top of your deck to the top of your Life cards. */
import { addPower, card, deckTopToLife, lifeAtMost, main, onlyIf, rest, trashFromHandCost, trigger } from '../dsl.ts';

export default card('OP05-115', {
  text: "[Main] Up to 1 of your Leader or Character cards gains +3000 power during this turn. Then, if you have 1 or less Life cards, rest up to 1 of your opponent's Characters with a cost of 4 or less. [Trigger] You may trash 2 cards from your hand: Add up to 1 card from the top of your deck to the top of your Life cards.",
  abilities: [
    main(
      { text: "+3000 this turn; then with 1 or less Life, rest up to 1 opponent's Character with a cost of 4 or less" },
      addPower(3000, 'turn'),
      onlyIf(lifeAtMost(1), rest(1, { side: 'opponent', maxCost: 4 })),
    ),
    trigger(
      { cost: [trashFromHandCost(2)], mayPay: true, text: 'trash 2 cards: add 1 from your deck to your Life' },
      deckTopToLife(1),
    ),
  ],
});
