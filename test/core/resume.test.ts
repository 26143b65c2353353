import { describe, expect, it } from 'vitest';
import { RuleError, type Decision } from '../../src/core/decision.ts';
import { answerStep, Asker, isSuspend, nextStage, SUSPEND, type Resumable } from '../../src/core/resume.ts';

/** A tiny host: one unit that asks two questions, then adds the answers to a total. */
function makeHost(): {
  unit: Resumable & { stage: 'ask' | 'done' };
  state: { pending: Decision | null; total: number };
  run: () => void;
} {
  const state = { pending: null as Decision | null, total: 0 };
  const unit: Resumable & { stage: 'ask' | 'done' } = { stage: 'ask' };
  const asker = new Asker((d) => (state.pending = d));
  const q = (prompt: string): Decision => ({
    player: 0,
    kind: 'select-option',
    about: 'test',
    prompt,
    rule: 'T §1',
    min: 1,
    max: 1,
    options: [0, 1, 2].map((n) => ({ label: String(n), id: `n:${n}` })),
  });
  const run = (): void => {
    asker.reset(unit);
    const a = asker.ask(q('first'))[0]!;
    const b = asker.ask(() => q('second'))[0]!;
    if (a + b === 4) throw new RuleError('NO_FOUR', 'T §2', 'the sum may not be 4');
    state.total = a + b;
    nextStage(unit, 'done');
  };
  return { unit, state, run };
}

describe('core resumable step', () => {
  it('asks, suspends, and re-runs from the start with the recorded answers', () => {
    const { unit, state, run } = makeHost();
    expect(() => run()).toThrow();
    expect(state.pending?.prompt).toBe('first');
    const host = {
      setPending: (d: Decision | null) => (state.pending = d),
      hasPending: () => state.pending !== null,
      rerun: run,
      proceed: () => undefined,
    };
    expect(answerStep(host, unit, state.pending!, 0, [1]).ok).toBe(true);
    expect(state.pending?.prompt).toBe('second');
    expect(answerStep(host, unit, state.pending!, 0, [2]).ok).toBe(true);
    expect(state.total).toBe(3);
    expect(unit).toEqual({ stage: 'done' });
  });

  it('a RuleError on the re-run refuses the answer and changes nothing', () => {
    const { unit, state, run } = makeHost();
    const host = {
      setPending: (d: Decision | null) => (state.pending = d),
      hasPending: () => state.pending !== null,
      rerun: run,
      proceed: () => undefined,
    };
    try {
      run();
    } catch (e) {
      expect(isSuspend(e)).toBe(true);
    }
    answerStep(host, unit, state.pending!, 0, [2]);
    const second = state.pending!;
    const r = answerStep(host, unit, second, 0, [2]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('NO_FOUR');
    expect(state.pending).toBe(second);
    expect(unit.ans).toEqual([[2]]);
    expect(state.total).toBe(0);
  });

  it('refuses a malformed answer before recording anything', () => {
    const { unit, state, run } = makeHost();
    try {
      run();
    } catch (e) {
      expect(e).toBe(SUSPEND);
    }
    const host = { setPending: () => undefined, hasPending: () => true, rerun: run, proceed: () => undefined };
    const r = answerStep(host, unit, state.pending!, 1, [0]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('NOT_YOUR_DECISION');
    expect(unit.ans).toBeUndefined();
  });
});
