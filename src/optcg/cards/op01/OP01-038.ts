/** OP01-038 Kanjuro: [DON!! x1] [When Attacking] K.O. up to 1 of your opponent's rested Characters with a cost of 2 or less. [On K.O.] Your opponent chooses 1 card from your hand; trash that card. */
import { card, donX, ko, onKO, opponentTrashesFromYourHand, whenAttacking } from '../dsl.ts';

export default card('OP01-038', {
  text: "[DON!! x1] [When Attacking] K.O. up to 1 of your opponent's rested Characters with a cost of 2 or less.\n[On K.O.] Your opponent chooses 1 card from your hand; trash that card.",
  abilities: [
    whenAttacking(
      { text: 'K.O. up to 1 rested Character (cost 2 or less)', if: [donX(1)] },
      ko(1, { side: 'opponent', rested: true, maxCost: 2 }),
    ),
    onKO({ text: 'your opponent chooses 1 card from your hand to trash' }, opponentTrashesFromYourHand(1)),
  ],
});
