/** ST07-009 Charlotte Mont-d'or: [Activate: Main] You may rest this Character and add 1 card from the top or bottom of your Life cards to your hand: K.O. up to 1 of your opponent's Characters with a cost of 3 or less. [Trigger] You may trash 1 card from your hand: Play this card. */
import { activateMain, card, ko, lifeToHandCost, playThis, restThis, trashFromHandCost, trigger } from '../dsl.ts';

export default card('ST07-009', {
  text: "[Activate: Main] You may rest this Character and add 1 card from the top or bottom of your Life cards to your hand: K.O. up to 1 of your opponent's Characters with a cost of 3 or less. [Trigger] You may trash 1 card from your hand: Play this card.",
  abilities: [
    activateMain(
      {
        text: "rest this and add 1 Life card (top or bottom) to your hand: K.O. up to 1 opponent's Character (cost 3 or less)",
        cost: [restThis, lifeToHandCost('topOrBottom')],
      },
      ko(1, { side: 'opponent', maxCost: 3 }),
    ),
    trigger(
      { text: 'trash 1 card from your hand: play this card', cost: [trashFromHandCost(1)], mayPay: true },
      playThis,
    ),
  ],
});
