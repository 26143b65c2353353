import { describe, expect, it } from 'vitest';
import { checkAnswerShape, RuleError, type Decision } from '../../src/core/decision.ts';

const decision = (over: Partial<Decision> = {}): Decision => ({
  player: 0,
  kind: 'select-cards',
  prompt: 'Choose up to 2',
  rule: 'test §1',
  options: [{ label: 'a' }, { label: 'b' }, { label: 'c' }],
  min: 1,
  max: 2,
  ...over,
});

/** The refusal for an answer, asserting it is a RuleError citing the decision's rule. */
function refusal(d: Decision, player: 0 | 1, answer: unknown): RuleError {
  const e = checkAnswerShape(d, player, answer);
  expect(e).toBeInstanceOf(RuleError);
  expect(e!.rule).toBe(d.rule);
  expect(e!.message).toContain(`(${d.rule})`);
  return e!;
}

describe('checkAnswerShape', () => {
  it('accepts answers of every allowed size, in any order', () => {
    const d = decision();
    for (const a of [[0], [2], [0, 1], [2, 0], [1, 2]]) expect(checkAnswerShape(d, 0, a)).toBeNull();
  });

  it('accepts the empty answer when min is 0', () => {
    expect(checkAnswerShape(decision({ min: 0 }), 0, [])).toBeNull();
  });

  it('refuses the other player: NOT_YOUR_DECISION', () => {
    const e = refusal(decision(), 1, [0]);
    expect(e.code).toBe('NOT_YOUR_DECISION');
    expect(e.message).toMatch(/player 1 is not the one to decide; player 0 is/);
  });

  it('refuses something that is not a list: BAD_ANSWER', () => {
    for (const a of [0, '0', null, undefined, { 0: 0, length: 1 }])
      expect(refusal(decision(), 0, a).code).toBe('BAD_ANSWER');
  });

  it('refuses too few and too many: BAD_ANSWER_COUNT', () => {
    const few = refusal(decision(), 0, []);
    expect(few.code).toBe('BAD_ANSWER_COUNT');
    expect(few.message).toMatch(/choose 1 to 2 option\(s\), got 0/);
    const many = refusal(decision(), 0, [0, 1, 2]);
    expect(many.code).toBe('BAD_ANSWER_COUNT');
    expect(many.message).toMatch(/got 3/);
    const exact = refusal(decision({ min: 1, max: 1 }), 0, [0, 1]);
    expect(exact.message).toMatch(/choose 1 option\(s\), got 2/);
  });

  it('refuses indices that name no option: BAD_OPTION', () => {
    for (const bad of [-1, 3, 1.5, Number.NaN, Infinity, '1', null]) {
      const e = refusal(decision(), 0, [bad]);
      expect(e.code).toBe('BAD_OPTION');
      expect(e.message).toMatch(/does not exist \(0\.\.2\)/);
    }
  });

  it('refuses the same option twice: DUPLICATE_OPTION', () => {
    const e = refusal(decision(), 0, [1, 1]);
    expect(e.code).toBe('DUPLICATE_OPTION');
    expect(e.message).toMatch(/option 1 chosen twice/);
  });

  it('checks the player before the shape', () => {
    expect(refusal(decision(), 1, 'junk').code).toBe('NOT_YOUR_DECISION');
  });
});
