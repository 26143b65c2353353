/** ST08-015 Gum-Gum Pistol: [Main] K.O. up to 1 of your opponent's Characters with a cost of 2 or less. [Trigger] Draw 1 card. */
import { card, draw, ko, main, trigger } from '../dsl.ts';

export default card('ST08-015', {
  text: "[Main] K.O. up to 1 of your opponent's Characters with a cost of 2 or less. [Trigger] Draw 1 card.",
  abilities: [
    main({ text: "K.O. up to 1 opponent's Character (cost 2 or less)" }, ko(1, { side: 'opponent', maxCost: 2 })),
    trigger({ text: 'draw 1 card' }, draw(1)),
  ],
});
