/** OP04-118 Nefeltari Vivi: All of your red Characters with a cost of 3 or more other than this Character gain [Rush]. (This card can attack on the turn in which it is played.) */
import { card, keywordAura } from '../dsl.ts';

export default card('OP04-118', {
  text: 'All of your red Characters with a cost of 3 or more other than this Character gain [Rush].\n(This card can attack on the turn in which it is played.)',
  auras: [keywordAura([], 'rush', { side: 'own', colors: ['Red'], minCost: 3, other: true })],
});
