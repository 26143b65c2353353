/** OP03-041 Usopp: [Rush] (This card can attack on the turn in which it is played.) [DON!! x1] When this Character's attack deals damage to your opponent's Life, you may trash 7 cards from the top of your deck. */
import { card, donX, whenAttackDealsDamage } from '../dsl.ts';
import { trashDeckTop } from '../deck.ts';

export default card('OP03-041', {
  text: "[Rush] (This card can attack on the turn in which it is played.)\n[DON!! x1] When this Character's attack deals damage to your opponent's Life, you may trash 7 cards from the top of your deck.",
  keywords: ['rush'],
  abilities: [
    whenAttackDealsDamage({ if: [donX(1)], text: 'you may trash 7 cards from the top of your deck' }, trashDeckTop(7)),
  ],
});
