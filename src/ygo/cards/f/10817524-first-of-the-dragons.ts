import { defineCard, isNormal } from '../dsl/index.ts';

export default defineCard({
  code: 10817524,
  name: 'First of the Dragons',
  kind: 'monster',
  categories: ['effect', 'fusion'],
  level: 9,
  attribute: 'DARK',
  type: 'Dragon',
  atk: 2700,
  def: 2000,
  text: '2 Normal Monsters\nMust be Fusion Summoned and cannot be Special Summoned by other ways. You can only control 1 "First of the Dragons". This card cannot be destroyed by battle, except by battle with a Normal Monster, and is unaffected by other monsters\' effects.',
  // 003 §3.3.2: "Must be Fusion Summoned and cannot be Special Summoned by other ways": never from the GY or banishment.
  mustBeProperlySummoned: true,
  cannotSpecialSummonFrom: ['gy', 'banished', 'hand', 'deck'],
  fusionMaterials: [
    { label: '1 Normal Monster', filter: (c) => c.categories?.includes('normal') === true },
    { label: '1 Normal Monster', filter: (c) => c.categories?.includes('normal') === true },
  ],
  // 003 §3.3.2 [TN fn22]: "You can only control 1" (rules/only-one.ts).
  onlyControlOne: true,
  statics: [
    {
      // "Cannot be destroyed by battle, except by battle with a Normal Monster".
      kind: 'indestructible',
      by: 'battle',
      affects: (duel, self, c) => {
        const b = duel.battle;
        if (c.uid !== self.uid || !b || b.target < 0) return false;
        const other = b.attacker === self.uid ? b.target : b.attacker;
        return !isNormal(duel, duel.cards[other]!);
      },
    },
    // "Unaffected by other monsters' effects" (003 §3.4.4 TC-101: an Equip Card's effects are Equip Spell effects).
    { kind: 'unaffected', by: (_d, self, source, monsterEffect) => monsterEffect && source.uid !== self.uid },
  ],
});
