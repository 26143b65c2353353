/** OP03-095 Soap Sheep: [Main] Give up to 2 of your opponent's Characters −2 cost during this turn. [Trigger] Your opponent trashes 1 card from their hand. */
import { card, giveCost, main, opponentTrashesFromHand, trigger } from '../dsl.ts';

export default card('OP03-095', {
  text: "[Main] Give up to 2 of your opponent's Characters −2 cost during this turn. [Trigger] Your opponent trashes 1 card from their hand.",
  abilities: [
    main({ text: "up to 2 opponent's Characters −2 cost this turn" }, giveCost(-2, 'turn', 2)),
    trigger({ text: 'your opponent trashes 1 card from their hand' }, opponentTrashesFromHand(1)),
  ],
});
