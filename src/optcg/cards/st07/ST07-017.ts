/** ST07-017 Queen Mama Chanter: [Activate: Main] You may rest this Stage and add 1 card from the top or bottom of your Life cards to your hand: Add up to 1 of your Characters with a cost of 3 to the top of the owner's Life cards face-up. */
import { activateMain, card, lifeToHandCost, restThis } from '../dsl.ts';
import { characterToLife } from '../life.ts';

export default card('ST07-017', {
  text: "[Activate: Main] You may rest this Stage and add 1 card from the top or bottom of your Life cards to your hand: Add up to 1 of your Characters with a cost of 3 to the top of the owner's Life cards face-up.",
  abilities: [
    activateMain(
      {
        cost: [restThis, lifeToHandCost('topOrBottom')],
        text: 'a cost-3 Character of yours to the top of Life face up',
      },
      characterToLife(1, { cost: 3 }),
    ),
  ],
});
