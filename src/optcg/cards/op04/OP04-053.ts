/** OP04-053 Page One: [DON!! x1] [Once Per Turn] When you activate an Event, draw 1 card. Then, place 1 card from your hand at the bottom of your deck. */
import { card, donX, draw, whenYouActivateEvent } from '../dsl.ts';
import { handToDeckBottom } from '../deck.ts';

export default card('OP04-053', {
  text: '[DON!! x1] [Once Per Turn] When you activate an Event, draw 1 card. Then, place 1 card from your hand at the bottom of your deck.',
  abilities: [
    whenYouActivateEvent(
      { if: [donX(1)], once: true, text: 'draw 1, then 1 card from your hand to the deck bottom' },
      draw(1),
      handToDeckBottom(1),
    ),
  ],
});
