/** OP04-050 Hanger: [Activate: Main] You may trash 1 card from your hand and rest this Character: Draw 1 card. */
import { activateMain, card, draw, restThis, trashFromHandCost } from '../dsl.ts';

export default card('OP04-050', {
  text: '[Activate: Main] You may trash 1 card from your hand and rest this Character: Draw 1 card.',
  abilities: [activateMain({ cost: [trashFromHandCost(1), restThis], text: 'draw 1 card' }, draw(1))],
});
