import { defineCard, pointedMonsters } from '../dsl/index.ts';
import type { CardInstance, DuelState } from '../dsl/index.ts';

/** "monsters this card points to" (either player's, 003 §2.1.1 Link Arrows). */
const pointedBy = (duel: DuelState, self: CardInstance, c: CardInstance): boolean =>
  c.location === 'mzone' && pointedMonsters(duel, self.uid).includes(c.uid);

export default defineCard({
  code: 34472920,
  name: 'Honeybot',
  kind: 'monster',
  categories: ['effect', 'link'],
  linkRating: 2,
  linkArrows: ['left', 'right'],
  attribute: 'LIGHT',
  type: 'Cyberse',
  atk: 1900,
  text: '2 Cyberse monsters\r\nNeither player can target monsters this card points to with card effects, and those monsters cannot be destroyed by battle.',
  // 003 §3.3.2: two Cyberse monsters (a Link Monster among them may count as its Link Rating only up to 2).
  linkMaterials: { min: 2, max: 2, filter: { label: 'Cyberse monster', filter: (s) => s.type === 'Cyberse' } },
  statics: [
    { kind: 'untargetable', affects: pointedBy },
    { kind: 'indestructible', by: 'battle', affects: pointedBy },
  ],
});
