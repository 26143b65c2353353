/** OP03-049 Patty: [On Play] If you have 20 or less cards in your deck, return up to 1 Character with a cost of 3 or less to the owner's hand. */
import { bounce, card, onPlay, onlyIf } from '../dsl.ts';
import { deckAtMost } from '../deck.ts';

export default card('OP03-049', {
  text: "[On Play] If you have 20 or less cards in your deck, return up to 1 Character with a cost of 3 or less to the owner's hand.",
  abilities: [
    onPlay(
      { text: 'with 20 or less cards in your deck, return up to 1 Character with a cost of 3 or less' },
      onlyIf(deckAtMost(20), bounce(1, { side: 'any', maxCost: 3 })),
    ),
  ],
});
