/** OP01-062 Crocodile: [DON!! x1] When you activate an Event, you may draw 1 card if you have 4 or less cards in your hand and haven't drawn a card using this Leader's effect during this turn. */
import { card, donX, draw, handAtMost, onlyIf, whenYouActivateEvent } from '../dsl.ts';

export default card('OP01-062', {
  text: "[DON!! x1] When you activate an Event, you may draw 1 card if you have 4 or less cards in your hand and haven't drawn a card using this Leader's effect during this turn.",
  abilities: [
    // "haven't drawn a card using this Leader's effect during this turn": a [Once Per Turn] that is spent only when it
    // resolved (declined, it is not, 001 §10-2-13-3).
    whenYouActivateEvent(
      { text: 'you may draw 1 card', if: [donX(1), handAtMost(4)], once: true, optional: true },
      onlyIf(handAtMost(4), draw(1)),
    ),
  ],
});
