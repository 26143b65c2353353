/** OP03-081 Kalifa: [On Play] Draw 2 cards and trash 2 cards from your hand. Then, give up to 1 of your opponent's Characters −2 cost during this turn. */
import { card, draw, giveCost, onPlay, trashFromHand } from '../dsl.ts';

export default card('OP03-081', {
  text: "[On Play] Draw 2 cards and trash 2 cards from your hand. Then, give up to 1 of your opponent's Characters −2 cost during this turn.",
  abilities: [
    onPlay(
      { text: "draw 2, trash 2; up to 1 opponent's Character −2 cost this turn" },
      draw(2),
      trashFromHand(2),
      giveCost(-2, 'turn', 1),
    ),
  ],
});
