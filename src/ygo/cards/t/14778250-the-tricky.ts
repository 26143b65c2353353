import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 14778250,
  name: 'The Tricky',
  kind: 'monster',
  categories: ['effect'],
  level: 5,
  attribute: 'WIND',
  type: 'Spellcaster',
  atk: 2000,
  def: 1200,
  text: 'You can Special Summon this card (from your hand) by discarding 1 card.',
  // 003 §3.3.2: an inherent Special Summon; the discard is part of the procedure, not an effect's cost (TC-28).
  summonProcedures: [
    {
      label: 'discard 1 card',
      from: ['hand'],
      condition: () => true,
      discard: { count: 1, label: '1 card', filter: () => true },
    },
  ],
});
