/** OP04-052 Black Maria: [Activate: Main] ② (You may rest the specified number of DON!! cards in your cost area.) You may rest this Character: Draw 1 card. [Trigger] Play this card. */
import { activateMain, card, draw, playThis, restDonCost, restThis, trigger } from '../dsl.ts';

export default card('OP04-052', {
  text: '[Activate: Main] ② (You may rest the specified number of DON!! cards in your cost area.) You may rest this Character: Draw 1 card. [Trigger] Play this card.',
  abilities: [
    activateMain({ cost: [restDonCost(2), restThis], text: 'draw 1 card' }, draw(1)),
    trigger({ text: 'play this card' }, playThis),
  ],
});
