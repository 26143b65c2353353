/** OP02-119 Meteor Volcano: [Main] K.O. up to 1 of your opponent's Characters with a cost of 1 or less. [Trigger] Draw 2 cards and trash 1 card from your hand. */
import { card, draw, ko, main, trashFromHand, trigger } from '../dsl.ts';

export default card('OP02-119', {
  text: "[Main] K.O. up to 1 of your opponent's Characters with a cost of 1 or less. [Trigger] Draw 2 cards and trash 1 card from your hand.",
  abilities: [
    main({ text: "K.O. an opponent's Character with a cost of 1 or less" }, ko(1, { side: 'opponent', maxCost: 1 })),
    trigger({ text: 'draw 2 and trash 1' }, draw(2), trashFromHand(1)),
  ],
});
