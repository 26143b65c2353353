/** OP01-063 Arlong: [DON!! x1] [Activate: Main] You may rest this Character: Choose 1 card from your opponent's hand; your opponent reveals that card. If the revealed card is an Event, place up to 1 card from your opponent's Life area at the bottom of the owner's deck. */
import {
  activateMain,
  card,
  donX,
  ifRevealed,
  isCategory,
  opponentLifeToDeckBottom,
  restThis,
  revealFromOpponentsHand,
} from '../dsl.ts';

export default card('OP01-063', {
  text: "[DON!! x1] [Activate: Main] You may rest this Character: Choose 1 card from your opponent's hand; your opponent reveals that card. If the revealed card is an Event, place up to 1 card from your opponent's Life area at the bottom of the owner's deck.",
  abilities: [
    activateMain(
      {
        text: "rest this Character: reveal 1 card of your opponent's hand; if an Event, 1 Life to the deck bottom",
        if: [donX(1)],
        cost: [restThis],
      },
      revealFromOpponentsHand(1),
      ifRevealed(isCategory('Event'), opponentLifeToDeckBottom(1)),
    ),
  ],
});
