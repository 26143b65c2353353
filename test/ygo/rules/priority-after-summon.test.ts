/**
 * Digest 000-002-004 §12 item 18 (issue 11 item 15): before Master Rule 2 the turn player could use priority right
 * after a successful Summon for a Spell Speed 1 activation, before the opponent answered it; from Master Rule 2 on,
 * only Spell Speed 2 or higher is possible there.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import type { RuleSetId } from '../../../src/ygo/rulesets.ts';
import { scenario } from '../support/scenario.ts';

function afterSummon(rules: RuleSetId) {
  const s = scenario()
    .rules(rules)
    .askAlways()
    .hand(0, C.CELTIC_GUARDIAN, C.POT_OF_GREED)
    .deck(0, C.FERAL_IMP, C.FERAL_IMP)
    .spellTrap(1, C.TRAP_HOLE)
    .start();
  s.choose('Normal Summon Celtic Guardian');
  s.until('response'); // past the Summon-negation window: the Summon succeeded
  expect(s.decision?.about).toBe('response');
  expect(s.decision?.player).toBe(0);
  return s;
}

describe('priority after a Summon, per rule set', () => {
  for (const rules of ['pre-2008', 'ocg-2005'] as const) {
    it(`${rules}: the turn player may activate Pot of Greed before the opponent answers the Summon`, () => {
      const s = afterSummon(rules);
      expect(s.has('Activate Pot of Greed')).toBe(true);
      s.choose('Activate Pot of Greed');
      s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
      expect(s.codes(0, 'hand')).toEqual([C.FERAL_IMP, C.FERAL_IMP]);
    });
  }
  for (const rules of ['master-rule-2', 'master-rule-2020'] as const) {
    it(`${rules}: only Spell Speed 2 or higher; Pot of Greed waits`, () => {
      const s = afterSummon(rules);
      expect(s.has('Activate Pot of Greed')).toBe(false);
    });
  }
});
