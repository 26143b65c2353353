/** ST06-006 Tashigi: [Activate: Main] You may rest this Character: Give up to 1 of your opponent's Characters −2 cost during this turn. */
import { activateMain, card, giveCost, restThis } from '../dsl.ts';

export default card('ST06-006', {
  text: "[Activate: Main] You may rest this Character: Give up to 1 of your opponent's Characters −2 cost during this turn.",
  abilities: [
    activateMain({ text: "rest this: up to 1 opponent's Character −2 cost", cost: [restThis] }, giveCost(-2, 'turn')),
  ],
});
