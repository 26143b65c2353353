import { defineCard, monsterCount } from '../dsl/index.ts';

export default defineCard({
  code: 70095154,
  name: 'Cyber Dragon',
  kind: 'monster',
  categories: ['effect'],
  level: 5,
  attribute: 'LIGHT',
  type: 'Machine',
  atk: 2100,
  def: 1600,
  setcodes: [0x1093],
  text: 'If only your opponent controls a monster, you can Special Summon this card (from your hand).',
  // 003 §3.3.2 Inherent Special Summon: no chain, can be negated like a Normal Summon; it does not
  // use the Normal Summon and the card may still be Normal Summoned (it has no Summoning condition).
  summonProcedures: [
    {
      label: 'Special Summon (only your opponent controls a monster)',
      from: ['hand'],
      condition: (duel, _self, player) =>
        monsterCount(duel, player) === 0 && monsterCount(duel, (1 - player) as 0 | 1) > 0,
    },
  ],
});
