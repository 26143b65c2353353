/** OP04-051 Who's.Who: [On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Animal Kingdom Pirates} type card other than [Who's.Who] and add it to your hand. Then, place the rest at the bottom of your deck in any order. */
import { card, onPlay, searchTop } from '../dsl.ts';

export default card('OP04-051', {
  text: "[On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Animal Kingdom Pirates} type card other than [Who's.Who] and add it to your hand. Then, place the rest at the bottom of your deck in any order.",
  abilities: [
    onPlay(
      { text: "look at 5: an {Animal Kingdom Pirates} card other than [Who's.Who] to hand" },
      searchTop(5, 1, { types: ['Animal Kingdom Pirates'], nameNot: "Who's.Who" }),
    ),
  ],
});
