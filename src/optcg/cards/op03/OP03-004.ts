/** OP03-004 Curiel: This Character cannot attack a Leader on the turn in which it is played. [DON!! x1] This Character gains [Rush]. (This card can attack on the turn in which it is played.) */
import { card, donX, gains } from '../dsl.ts';

export default card('OP03-004', {
  text: 'This Character cannot attack a Leader on the turn in which it is played.\n[DON!! x1] This Character gains [Rush].\n(This card can attack on the turn in which it is played.)',
  gains: [gains([], { noLeaderAttackWhenPlayed: true }), gains([donX(1)], { kw: 'rush' })],
});
