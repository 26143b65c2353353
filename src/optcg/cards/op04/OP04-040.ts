/** OP04-040 Queen: [DON!! x1] [When Attacking] If you have a total of 4 or less cards in your Life area and hand, draw 1 card. If you have a Character with a cost of 8 or more, you may add up to 1 card from the top of your deck to the top of your Life cards instead of drawing 1 card. */
import { card, donX, exists, onlyIf, whenAttacking } from '../dsl.ts';
import { drawOrDeckTopToLifeIf, lifeAndHandAtMost } from '../life.ts';

export default card('OP04-040', {
  text: '[DON!! x1] [When Attacking] If you have a total of 4 or less cards in your Life area and hand, draw 1 card. If you have a Character with a cost of 8 or more, you may add up to 1 card from the top of your deck to the top of your Life cards instead of drawing 1 card.',
  abilities: [
    whenAttacking(
      {
        if: [donX(1)],
        text: 'with 4 or less Life and hand cards: draw 1 (or, with a cost-8 Character, a deck card to Life)',
      },
      onlyIf(lifeAndHandAtMost(4), drawOrDeckTopToLifeIf(exists({ side: 'own', minCost: 8 }))),
    ),
  ],
});
