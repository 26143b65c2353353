/** OP03-051 Bell-mère: [DON!! x1] When this Character's attack deals damage to your opponent's Life, you may trash 7 cards from the top of your deck. [On K.O.] You may trash 3 cards from the top of your deck. */
import { card, donX, onKO, whenAttackDealsDamage } from '../dsl.ts';
import { trashDeckTop } from '../deck.ts';

export default card('OP03-051', {
  text: "[DON!! x1] When this Character's attack deals damage to your opponent's Life, you may trash 7 cards from the top of your deck.\n[On K.O.] You may trash 3 cards from the top of your deck.",
  abilities: [
    whenAttackDealsDamage({ if: [donX(1)], text: 'you may trash 7 cards from the top of your deck' }, trashDeckTop(7)),
    onKO({ text: 'you may trash 3 cards from the top of your deck' }, trashDeckTop(3)),
  ],
});
