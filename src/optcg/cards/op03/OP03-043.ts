/** OP03-043 Gaimon: When you deal damage to your opponent's Life, you may trash 3 cards from the top of your deck. If you do, trash this Character. */
import { card, whenYouDealDamage } from '../dsl.ts';
import { ifTrashedFromDeck, trashDeckTop } from '../deck.ts';
import { trashThisCharacter } from '../trash.ts';

export default card('OP03-043', {
  text: "When you deal damage to your opponent's Life, you may trash 3 cards from the top of your deck. If you do, trash this Character.",
  abilities: [
    whenYouDealDamage(
      { text: 'you may trash 3 cards from the top of your deck; if you do, trash this Character' },
      trashDeckTop(3),
      ifTrashedFromDeck(trashThisCharacter),
    ),
  ],
});
