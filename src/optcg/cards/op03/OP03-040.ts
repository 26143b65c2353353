/** OP03-040 Nami: When your deck is reduced to 0, you win the game instead of losing, according to the rules. [DON!! x1] When this Leader's attack deals damage to your opponent's Life, you may trash 1 card from the top of your deck. */
import { card, donX, gains, whenAttackDealsDamage } from '../dsl.ts';
import { trashDeckTop } from '../deck.ts';

export default card('OP03-040', {
  text: "When your deck is reduced to 0, you win the game instead of losing, according to the rules.\n[DON!! x1] When this Leader's attack deals damage to your opponent's Life, you may trash 1 card from the top of your deck.",
  gains: [gains([], { winsOnDeckOut: true })],
  abilities: [
    whenAttackDealsDamage({ if: [donX(1)], text: 'you may trash 1 card from the top of your deck' }, trashDeckTop(1)),
  ],
});
