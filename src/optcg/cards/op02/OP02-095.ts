/** OP02-095 Onigumo: If there is a Character with a cost of 0, this Character gains [Banish]. (When this card deals damage, the target card is trashed without activating its Trigger.) */
import { anyCharacterWithCost, card, gains } from '../dsl.ts';

export default card('OP02-095', {
  text: 'If there is a Character with a cost of 0, this Character gains [Banish].\n(When this card deals damage, the target card is trashed without activating its Trigger.)',
  gains: [gains([anyCharacterWithCost(0)], { kw: 'banish' })],
});
