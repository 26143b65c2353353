/**
 * Digest 000-002-004 §12 item 12 (issue 11 item 15): under the seeds' rule sets only ATK/DEF modifiers and Counter
 * Traps may be activated in the Damage Step, and only until damage calculation starts; 003 §3.6.3's sub-timings
 * allow more (Kuriboh during damage calculation).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import type { RuleSetId } from '../../../src/ygo/rulesets.ts';
import type { BattleStart } from '../../../src/ygo/scenario.ts';
import { scenario } from '../support/scenario.ts';

/** Player 0's Celtic Guardian attacks Feral Imp; player 1 holds Kuriboh, player 0 Rush Recklessly. */
function at(rules: RuleSetId, timing: BattleStart, who: 0 | 1) {
  const s = scenario()
    .rules(rules)
    .askAlways()
    .monster(0, C.CELTIC_GUARDIAN)
    .hand(0, C.RUSH_RECKLESSLY)
    .monster(1, C.FERAL_IMP)
    .hand(1, C.KURIBOH)
    .battle(timing, C.CELTIC_GUARDIAN, C.FERAL_IMP)
    .start();
  s.passUntil((x) => x.decision?.player === who);
  return s;
}

describe('the Damage Step per rule set', () => {
  it('master-rule-2020: Kuriboh during damage calculation', () => {
    expect(at('master-rule-2020', 'calc', 1).has('Activate Kuriboh')).toBe(true);
  });

  for (const rules of ['master-rule-2', 'pre-2008', 'ocg-2005'] as const) {
    it(`${rules}: no Kuriboh in the Damage Step; Rush Recklessly until damage calculation starts`, () => {
      expect(at(rules, 'calc', 1).has('Activate Kuriboh')).toBe(false);
      expect(at(rules, 'before-calc', 0).has('Activate Rush Recklessly')).toBe(true);
      expect(at(rules, 'calc', 0).has('Activate Rush Recklessly')).toBe(false);
    });
  }
});
