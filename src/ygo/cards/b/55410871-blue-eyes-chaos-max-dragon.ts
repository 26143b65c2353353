import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 55410871,
  name: 'Blue-Eyes Chaos MAX Dragon',
  kind: 'monster',
  categories: ['effect', 'ritual'],
  level: 8,
  attribute: 'DARK',
  type: 'Dragon',
  atk: 4000,
  def: 0,
  setcodes: [0xdd, 0xcf],
  text: 'You can Ritual Summon this card with "Chaos Form". Must be Ritual Summoned. Your opponent cannot target this card with card effects, also it cannot be destroyed by your opponent\'s card effects. If this card attacks a Defense Position monster, inflict double piercing battle damage.',
  // 003 §3.3.2: "Must be Ritual Summoned".
  mustBeProperlySummoned: true,
  statics: [
    // "Your opponent cannot target this card with card effects" (003 §3.4.3).
    { kind: 'untargetable', opponentOnly: true, affects: (_d, self, c) => c.uid === self.uid },
    // "… also it cannot be destroyed by your opponent's card effects" (003 §3.4.4).
    { kind: 'indestructible', by: 'effect', opponentOnly: true, affects: (_d, self, c) => c.uid === self.uid },
    // "If this card attacks a Defense Position monster, inflict double piercing battle damage" (003 §3.6.3).
    { kind: 'piercing', double: true, affects: (_d, self, c) => c.uid === self.uid },
  ],
});
