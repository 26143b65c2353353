/** OP05-041 Sakazuki: [Activate: Main] [Once Per Turn] You may trash 1 card from your hand: Draw 1 card. [When Attacking] Give up to 1 of your opponent's Characters −1 cost during this turn. */
import { activateMain, card, draw, giveCost, trashFromHandCost, whenAttacking } from '../dsl.ts';

export default card('OP05-041', {
  text: "[Activate: Main] [Once Per Turn] You may trash 1 card from your hand: Draw 1 card.\n[When Attacking] Give up to 1 of your opponent's Characters −1 cost during this turn.",
  abilities: [
    activateMain({ once: true, cost: [trashFromHandCost(1)], text: 'trash 1 card: draw 1 card' }, draw(1)),
    whenAttacking({ text: "up to 1 opponent's Character −1 cost this turn" }, giveCost(-1, 'turn', 1)),
  ],
});
