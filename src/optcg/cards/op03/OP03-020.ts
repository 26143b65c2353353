/** OP03-020 Striker: [Activate: Main] ② (You may rest the specified number of DON!! cards in your cost area.) You may rest this Stage: If your Leader is [Portgas.D.Ace], look at 5 cards from the top of your deck; reveal up to 1 Event and add it to your hand. Then, place the rest at the bottom of your deck in any order. */
import { activateMain, card, leaderIs, onlyIf, restDonCost, restThis, searchTop } from '../dsl.ts';

export default card('OP03-020', {
  text: '[Activate: Main] ② (You may rest the specified number of DON!! cards in your cost area.) You may rest this Stage: If your Leader is [Portgas.D.Ace], look at 5 cards from the top of your deck; reveal up to 1 Event and add it to your hand. Then, place the rest at the bottom of your deck in any order.',
  abilities: [
    activateMain(
      { cost: [restDonCost(2), restThis], text: 'with [Portgas.D.Ace]: look at 5, add up to 1 Event' },
      onlyIf(leaderIs('Portgas.D.Ace'), searchTop(5, 1, {}, 'Event')),
    ),
  ],
});
