/** OP05-109 Pagaya: [Once Per Turn] When a [Trigger] activates, draw 2 cards and trash 2 cards from your hand. */
import { card, draw, trashFromHand, whenTriggerActivates } from '../dsl.ts';

export default card('OP05-109', {
  text: '[Once Per Turn] When a [Trigger] activates, draw 2 cards and trash 2 cards from your hand.',
  abilities: [
    whenTriggerActivates(
      { once: true, text: 'draw 2 cards and trash 2 cards from your hand' },
      draw(2),
      trashFromHand(2),
    ),
  ],
});
