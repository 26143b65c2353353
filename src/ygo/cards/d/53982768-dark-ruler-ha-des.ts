import { defineCard, ofType } from '../dsl/index.ts';

export default defineCard({
  code: 53982768,
  name: 'Dark Ruler Ha Des',
  kind: 'monster',
  categories: ['effect'],
  level: 6,
  attribute: 'DARK',
  type: 'Fiend',
  atk: 2450,
  def: 1600,
  text: 'Cannot be Special Summoned from the Graveyard. Negate the effects of monsters destroyed by battle with Fiend-Type monsters you control.',
  // 003 §3.3.2: "Cannot be Special Summoned from the GY".
  cannotSpecialSummonFrom: ['gy'],
  // A monster continuous effect: the monsters destroyed by battle with a Fiend its controller controls have their
  // effects negated, in the GY too (003 §3.4.4 TC-104).
  statics: [{ kind: 'negate-battle-destroyed', by: (d, _self, o) => ofType('Fiend')(d, o) }],
});
