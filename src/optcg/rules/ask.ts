/**
 * Choices in the middle of a resolution (ARCHITECTURE §2). A step asks through `ask`:
 * when the answer is already recorded in the task it is returned; otherwise the decision
 * is stored in state and the step is abandoned (SUSPEND). On the answer, the engine records
 * it and re-runs the step from its start, so a step must make its choices before it mutates.
 */
import type { DecisionKind, DecisionOption, PlayerId } from '../../core/decision.ts';
import type { Ctx } from '../cards/defs.ts';
import { defOf } from '../cards/defs.ts';
import type { OptcgState } from '../types.ts';

export class Suspend {
  readonly suspended = true;
}
export const SUSPEND = new Suspend();

export function ask(x: Ctx, kind: DecisionKind, prompt: string, rule: string, options: DecisionOption[], min: number, max: number, who?: PlayerId, ordered?: boolean): number[] {
  if (x.k < x.t.ans.length) return x.t.ans[x.k++]!;
  const d = { player: who ?? x.p, kind, prompt, rule, options, min, max, ordered };
  if (!ordered) delete d.ordered;
  x.g.decision = d;
  x.g.pend = 'task';
  throw SUSPEND;
}

export function cardLabel(g: OptcgState, c: number): string {
  const d = defOf(g.code[c]!);
  return `${d.stats.name} (${d.number})`;
}

/**
 * Choose cards among candidates: between min and max of them (001 §8-4-4-1: as many as
 * possible up to the number; "up to" allows 0). Forced choices are made without asking.
 */
export function chooseCards(x: Ctx, prompt: string, rule: string, cands: number[], min: number, max: number, who?: PlayerId): number[] {
  if (cands.length === 0 || max <= 0) return [];
  const lo = Math.min(min, cands.length);
  const hi = Math.min(max, cands.length);
  if (lo === cands.length) return cands.slice();
  const opts: DecisionOption[] = cands.map((c) => ({ label: cardLabel(x.g, c), kind: 'card', card: c }));
  const a = ask(x, 'select-cards', prompt, rule, opts, lo, hi, who);
  return a.map((i) => cands[i]!);
}

/** Choose a number 0..max ("up to X" counts are fixed at activation, 001 §4-8-1). */
export function chooseCount(x: Ctx, prompt: string, rule: string, max: number, min = 0): number {
  if (max <= min) return max < 0 ? 0 : max;
  const opts: DecisionOption[] = [];
  for (let i = min; i <= max; i++) opts.push({ label: String(i), kind: 'count', data: { n: i } });
  return min + ask(x, 'select-option', prompt, rule, opts, 1, 1)[0]!;
}

export function yesNo(x: Ctx, prompt: string, rule: string, who?: PlayerId): boolean {
  const a = ask(x, 'yes-no', prompt, rule, [{ label: 'Yes', kind: 'yes' }, { label: 'No', kind: 'no' }], 1, 1, who);
  return a[0] === 0;
}
