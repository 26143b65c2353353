/** OP02-008 Jozu: [DON!! x1] If you have 2 or less Life cards and your Leader's type includes "Whitebeard Pirates", this Character gains [Rush]. (This card can attack on the turn in which it is played.) */
import { card, donX, gains, leaderTypeIncludes, lifeAtMost } from '../dsl.ts';

export default card('OP02-008', {
  text: '[DON!! x1] If you have 2 or less Life cards and your Leader\'s type includes "Whitebeard Pirates", this Character gains [Rush].\n(This card can attack on the turn in which it is played.)',
  gains: [gains([donX(1), lifeAtMost(2), leaderTypeIncludes('Whitebeard Pirates')], { kw: 'rush' })],
});
