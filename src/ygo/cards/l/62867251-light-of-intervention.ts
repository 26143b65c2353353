import { activateThisCard, defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 62867251,
  name: 'Light of Intervention',
  kind: 'spell',
  spellType: 'continuous',
  text: 'While this card is on the field, Monster Cards cannot be Set or flipped face-down. If a Monster Card would be Set, it must be Normal Summoned in face-up Defense Position.',
  // 003 §3.3.2 TC-25: for both players; the face-up Defense Position Normal Summon is a Summon, not a Set.
  statics: [{ kind: 'no-monster-set' }],
  effects: [activateThisCard()],
});
