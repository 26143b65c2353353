/** OP03-074 Top Knot: [Main] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Place up to 1 of your opponent's Characters with a cost of 4 or less at the bottom of the owner's deck. [Trigger] Activate this card's [Main] effect. */
import { card, donMinus, main, toBottom, trigger } from '../dsl.ts';

const toBottomUpTo4 = toBottom(1, { side: 'opponent', maxCost: 4 });
const topKnot = "up to 1 opponent's Character with a cost of 4 or less to the bottom of the deck";

export default card('OP03-074', {
  text: "[Main] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Place up to 1 of your opponent's Characters with a cost of 4 or less at the bottom of the owner's deck. [Trigger] Activate this card's [Main] effect.",
  abilities: [
    main({ cost: [donMinus(2)], text: topKnot }, toBottomUpTo4),
    trigger({ cost: [donMinus(2)], text: "activate this card's [Main]" }, toBottomUpTo4),
  ],
});
