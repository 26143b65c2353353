/** OP03-059 Kaku: [When Attacking] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Character gains [Banish] during this battle. (When this card deals damage, the target card is trashed without activating its Trigger.) */
import { card, donMinus, gainKeyword, whenAttacking } from '../dsl.ts';

export default card('OP03-059', {
  text: '[When Attacking] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Character gains [Banish] during this battle.\n(When this card deals damage, the target card is trashed without activating its Trigger.)',
  abilities: [
    whenAttacking({ cost: [donMinus(1)], text: 'gain [Banish] this battle' }, gainKeyword('banish', 'battle')),
  ],
});
