/** OP05-094 Haute Couture Patch★Work: [Main] Give up to 1 of your opponent's Characters −3 cost during this turn. Then, up to 1 of your opponent's Characters with a cost of 0 will not become active in the next Refresh Phase. [Trigger] Draw 2 cards and trash 1 card from your hand. */
import { card, draw, giveCost, main, trashFromHand, trigger } from '../dsl.ts';
import { skipNextRefresh } from '../grants.ts';

export default card('OP05-094', {
  text: "[Main] Give up to 1 of your opponent's Characters −3 cost during this turn. Then, up to 1 of your opponent's Characters with a cost of 0 will not become active in the next Refresh Phase. [Trigger] Draw 2 cards and trash 1 card from your hand.",
  abilities: [
    main(
      { text: "−3 cost; then up to 1 opponent's cost 0 Character does not become active in the next Refresh Phase" },
      giveCost(-3, 'turn', 1),
      skipNextRefresh(1, { side: 'opponent', maxCost: 0 }),
    ),
    trigger({ text: 'draw 2 and trash 1 from your hand' }, draw(2), trashFromHand(1)),
  ],
});
