/** OP03-116 Shirahoshi: [On Play] Draw 3 cards and trash 2 cards from your hand. [Trigger] Play this card. */
import { card, draw, onPlay, playThis, trashFromHand, trigger } from '../dsl.ts';

export default card('OP03-116', {
  text: '[On Play] Draw 3 cards and trash 2 cards from your hand. [Trigger] Play this card.',
  abilities: [
    onPlay({ text: 'draw 3 cards and trash 2 cards from your hand' }, draw(3), trashFromHand(2)),
    trigger({ text: 'play this card' }, playThis),
  ],
});
