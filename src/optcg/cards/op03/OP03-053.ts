/** OP03-053 Yosaku & Johnny: [DON!! x1] If you have 20 or less cards in your deck, this Character gains +2000 power. */
import { card, donX, gains } from '../dsl.ts';
import { deckAtMost } from '../deck.ts';

export default card('OP03-053', {
  text: '[DON!! x1] If you have 20 or less cards in your deck, this Character gains +2000 power.',
  gains: [gains([donX(1), deckAtMost(20)], { power: 2000 })],
});
