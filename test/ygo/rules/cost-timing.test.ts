/**
 * When an activation's cost is paid (digest 000-002-004 §12 item 16, issue 11 item 15): 003 §3.4.1 and 004 pay it
 * once the activation is declared; 000 and 002 pay it first, then declare. Either way the cost is paid once and
 * never refunded, and the effect resolves the same.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import type { RuleSetId } from '../../../src/ygo/rulesets.ts';
import { scenario } from '../support/scenario.ts';

/** The event types of Trade-In's activation (its declaration and its discard), in order. */
function tradeIn(rules: RuleSetId): string[] {
  const s = scenario()
    .rules(rules)
    .deck(0, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
    .hand(0, C.TRADE_IN, C.BLUE_EYES)
    .start();
  s.choose('Activate Trade-In');
  const types = s
    .events()
    .map((e) => e.type)
    .filter((t) => t === 'activate' || t === 'pay-lp' || t === 'sent-to-gy' || t === 'discarded');
  s.resolveChain();
  expect(s.codes(0, 'gy')).toEqual(expect.arrayContaining([C.BLUE_EYES, C.TRADE_IN]));
  expect(s.codes(0, 'hand')).toEqual([C.FERAL_IMP, C.FERAL_IMP]);
  return types;
}

describe('cost timing per rule set (digest §12 item 16)', () => {
  it.each([
    ['master-rule-2020', ['activate', 'pay-lp']],
    ['ocg-2005', ['activate', 'pay-lp']],
    ['master-rule-2', ['pay-lp', 'activate']],
    ['pre-2008', ['pay-lp', 'activate']],
  ] as const)('%s: Premature Burial\u2019s 800 LP against its declaration', (rules, order) => {
    const s = scenario().rules(rules).hand(0, C.PREMATURE_BURIAL).gy(0, C.BLUE_EYES).start();
    s.choose('Activate Premature Burial');
    const types = s
      .events()
      .map((e) => e.type)
      .filter((t) => t === 'activate' || t === 'pay-lp');
    expect(types).toEqual(order);
    s.resolveChain();
    // Paid once, never refunded; the effect is the same.
    expect(s.lp(0)).toBe(8000 - 800);
    expect(s.codes(0, 'mzone')).toEqual([C.BLUE_EYES]);
  });

  it.each(['master-rule-2020', 'master-rule-2', 'pre-2008', 'ocg-2005'] as const)(
    '%s: Trade-In\u2019s discard against its declaration',
    (rules) => {
      const types = tradeIn(rules);
      const costFirst = rules === 'master-rule-2' || rules === 'pre-2008';
      const act = types.indexOf('activate');
      const cost = types.findIndex((t) => t !== 'activate');
      expect(act).toBeGreaterThanOrEqual(0);
      expect(cost).toBeGreaterThanOrEqual(0);
      expect(cost < act).toBe(costFirst);
    },
  );
});
