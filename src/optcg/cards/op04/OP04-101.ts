/** OP04-101 Carmel: [Your Turn] [On Play] Draw 1 card. [Trigger] Play this card. Then, K.O. up to 1 of your opponent's Characters with a cost of 2 or less. */
import { card, draw, ko, onPlay, playThis, trigger, yourTurn } from '../dsl.ts';

export default card('OP04-101', {
  text: "[Your Turn] [On Play] Draw 1 card. [Trigger] Play this card. Then, K.O. up to 1 of your opponent's Characters with a cost of 2 or less.",
  abilities: [
    onPlay({ if: [yourTurn], text: 'draw 1 card' }, draw(1)),
    trigger(
      { text: 'play this card; K.O. a cost-2-or-less Character' },
      playThis,
      ko(1, { side: 'opponent', maxCost: 2 }),
    ),
  ],
});
