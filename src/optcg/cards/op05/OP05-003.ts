/** OP05-003 Inazuma: If you have a Character with 7000 power or more other than this Character, this Character gains [Rush]. (This card can attack on the turn in which it is played.) */
import { card, gains } from '../dsl.ts';
import { otherCharacterWithPowerAtLeast } from '../conditions.ts';

export default card('OP05-003', {
  text: 'If you have a Character with 7000 power or more other than this Character, this Character gains [Rush].\n(This card can attack on the turn in which it is played.)',
  gains: [gains([otherCharacterWithPowerAtLeast(7000)], { kw: 'rush' })],
});
