/** OP01-004 Usopp: [DON!! x1] [Your Turn] [Once Per Turn] Draw 1 card when your opponent activates an Event. */
import { card, donX, draw, whenOpponentActivatesEvent, yourTurn } from '../dsl.ts';

export default card('OP01-004', {
  text: '[DON!! x1] [Your Turn] [Once Per Turn] Draw 1 card when your opponent activates an Event.',
  abilities: [whenOpponentActivatesEvent({ text: 'draw 1 card', if: [donX(1), yourTurn], once: true }, draw(1))],
});
