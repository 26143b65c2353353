/** ST06-012 Monkey.D.Garp: [Activate: Main] You may trash 1 card from your hand and rest this Character: K.O. up to 1 of your opponent's Characters with a cost of 4 or less. */
import { activateMain, card, ko, restThis, trashFromHandCost } from '../dsl.ts';

export default card('ST06-012', {
  text: "[Activate: Main] You may trash 1 card from your hand and rest this Character: K.O. up to 1 of your opponent's Characters with a cost of 4 or less.",
  abilities: [
    activateMain(
      {
        text: "trash 1 card and rest this: K.O. up to 1 opponent's Character (cost 4 or less)",
        cost: [trashFromHandCost(1), restThis],
      },
      ko(1, { side: 'opponent', maxCost: 4 }),
    ),
  ],
});
