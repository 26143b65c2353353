/** OP03-056 Sanji's Pilaf: [Main] Draw 2 cards. [Trigger] Activate this card's [Main] effect. */
import { card, draw, main, trigger } from '../dsl.ts';

export default card('OP03-056', {
  text: "[Main] Draw 2 cards. [Trigger] Activate this card's [Main] effect.",
  abilities: [main({ text: 'draw 2 cards' }, draw(2)), trigger({ text: "activate this card's [Main]" }, draw(2))],
});
