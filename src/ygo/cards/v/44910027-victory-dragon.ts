import { defineCard, ofType } from '../dsl/index.ts';

export default defineCard({
  code: 44910027,
  name: 'Victory Dragon',
  kind: 'monster',
  categories: ['effect'],
  level: 8,
  attribute: 'DARK',
  type: 'Dragon',
  atk: 2400,
  def: 3000,
  text: 'This card cannot be Special Summoned. To Tribute Summon this card, you must Tribute 3 Dragon-Type monsters. If this card attacks your opponent directly and reduces their Life Points to 0, you win the Match.',
  // "This card cannot be Special Summoned": it has no procedure of its own, and no effect Special Summons it.
  onlyByProcedure: true,
  // 003 §3.3.2: its Tribute Summon (or Set) takes 3 Dragon-Type monsters (current Type, 003 §3.4.4).
  tributeRequirement: { count: 3, filter: (duel, c) => ofType('Dragon')(duel, c) },
  // 004: its direct attack that brings the opponent to 0 LP wins the Match (rules/battle.ts, match.ts).
  winsMatchByDirectAttack: true,
});
