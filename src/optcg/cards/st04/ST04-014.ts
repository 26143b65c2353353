/** ST04-014 Lead Performer "Disaster": [Main] Draw 1 card, then add up to 1 DON!! card from your DON!! deck and set it as active. [Trigger] Activate this card's [Main] effect. */
import { addDon, card, draw, main, trigger } from '../dsl.ts';

const drawThenDon = [draw(1), addDon(1, true)];

export default card('ST04-014', {
  text: "[Main] Draw 1 card, then add up to 1 DON!! card from your DON!! deck and set it as active. [Trigger] Activate this card's [Main] effect.",
  abilities: [
    main({ text: 'draw 1, then add up to 1 active DON!!' }, ...drawThenDon),
    trigger({ text: "activate this card's [Main]" }, ...drawThenDon),
  ],
});
