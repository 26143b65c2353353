/** OP02-070 New Kama Land: [Activate: Main] You may rest this Stage: If your Leader is [Emporio.Ivankov], draw 1 card and trash 1 card from your hand. Then, trash up to 3 cards from your hand. */
import { activateMain, card, draw, leaderIs, onlyIfAll, restThis, trashFromHand } from '../dsl.ts';
import { trashFromHandUpTo } from '../hand.ts';

export default card('OP02-070', {
  text: '[Activate: Main] You may rest this Stage: If your Leader is [Emporio.Ivankov], draw 1 card and trash 1 card from your hand. Then, trash up to 3 cards from your hand.',
  abilities: [
    activateMain(
      { cost: [restThis], text: 'with [Emporio.Ivankov] as Leader: draw 1 and trash 1, then trash up to 3' },
      ...onlyIfAll(leaderIs('Emporio.Ivankov'), draw(1), trashFromHand(1), trashFromHandUpTo(3)),
    ),
  ],
});
