/** OP03-047 Zeff: [DON!! x1] When this Character's attack deals damage to your opponent's Life, you may trash 7 cards from the top of your deck. [On Play] Return up to 1 Character with a cost of 3 or less to the owner's hand, and you may trash 2 cards from the top of your deck. */
import { bounce, card, donX, onPlay, whenAttackDealsDamage } from '../dsl.ts';
import { trashDeckTop } from '../deck.ts';

export default card('OP03-047', {
  text: "[DON!! x1] When this Character's attack deals damage to your opponent's Life, you may trash 7 cards from the top of your deck.\n[On Play] Return up to 1 Character with a cost of 3 or less to the owner's hand, and you may trash 2 cards from the top of your deck.",
  abilities: [
    whenAttackDealsDamage({ if: [donX(1)], text: 'you may trash 7 cards from the top of your deck' }, trashDeckTop(7)),
    onPlay(
      { text: 'return up to 1 Character with a cost of 3 or less; you may trash 2 from the top of your deck' },
      bounce(1, { side: 'any', maxCost: 3 }),
      trashDeckTop(2),
    ),
  ],
});
