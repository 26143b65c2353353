/** ST06-015 Great Eruption: [Main] Draw 1 card. Then, give up to 1 of your opponent's Characters −2 cost during this turn. [Trigger] Your opponent chooses 1 card from their hand and trashes it. */
import { card, draw, giveCost, main, opponentTrashesFromHand, trigger } from '../dsl.ts';

export default card('ST06-015', {
  text: "[Main] Draw 1 card. Then, give up to 1 of your opponent's Characters −2 cost during this turn. [Trigger] Your opponent chooses 1 card from their hand and trashes it.",
  abilities: [
    main({ text: "draw 1, then up to 1 opponent's Character −2 cost" }, draw(1), giveCost(-2, 'turn')),
    trigger({ text: 'your opponent trashes 1 card from their hand' }, opponentTrashesFromHand(1)),
  ],
});
