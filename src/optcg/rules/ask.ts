/**
 * Choices (ARCHITECTURE §2) on the kernel's resumable step (src/core/resume.ts). A step of an ability asks
 * through its Task's Asker (`x.ask`): when the answer is already recorded on the task it is returned; otherwise
 * the decision is parked in state and the step unwinds (the kernel's SUSPEND). On the answer, the engine records
 * it and re-runs the step from its start, so a step must make its choices before it mutates. A rule that asks
 * parks its decision with a RuleStep (askRule; answered in rule-steps.ts).
 */
import type { DecisionKind, DecisionOption, PlayerId } from '../../core/decision.ts';
import type { Ctx } from '../cards/defs.ts';
import { defAt } from '../cards/defs.ts';
import { cardId, type OptcgDecision } from '../decisions.ts';
import type { OptcgState, RuleStep } from '../types.ts';

/** Park a rule decision: the game waits for `decision`'s answer, which `step` applies (rule-steps.ts). */
export function askRule(g: OptcgState, step: RuleStep, decision: OptcgDecision): void {
  g.rule = step;
  g.decision = decision;
}

/** Ask inside an ability's resolution: the recorded answer, or park the decision and unwind. */
export function ask(
  x: Ctx,
  kind: DecisionKind,
  prompt: string,
  rule: string,
  options: DecisionOption[],
  min: number,
  max: number,
  who?: PlayerId,
  ordered?: boolean,
): number[] {
  return x.ask.ask(() => {
    // Every option has an id: a card by its number, otherwise its position.
    const opts = options.map((o, i) =>
      o.id !== undefined ? o : { ...o, id: o.card !== undefined ? cardId(o.card) : `option:${i}` },
    );
    const d: OptcgDecision = { player: who ?? x.p, kind, about: x.about, prompt, rule, options: opts, min, max };
    if (ordered) d.ordered = true;
    return d;
  }) as number[];
}

export function cardLabel(g: OptcgState, c: number): string {
  const d = defAt(g.code, c);
  return `${d.stats.name} (${d.number})`;
}

/**
 * Choose cards among candidates: between min and max of them (001 §8-4-4-1: as many as
 * possible up to the number; "up to" allows 0). Forced choices are made without asking (unless asked always).
 */
export function chooseCards(
  x: Ctx,
  prompt: string,
  rule: string,
  cands: number[],
  min: number,
  max: number,
  who?: PlayerId,
): number[] {
  if (cands.length === 0 || max <= 0) return [];
  const lo = Math.min(min, cands.length);
  const hi = Math.min(max, cands.length);
  if (lo === cands.length && !x.g.askAlways) return cands.slice();
  const opts: DecisionOption[] = cands.map((c) => ({ id: cardId(c), label: cardLabel(x.g, c), kind: 'card', card: c }));
  const a = ask(x, 'select-cards', prompt, rule, opts, lo, hi, who);
  return a.map((i) => cands[i]!);
}

/** Choose a number 0..max ("up to X" counts are fixed at activation, 001 §4-8-1). */
export function chooseCount(x: Ctx, prompt: string, rule: string, max: number, min = 0): number {
  if (max <= min && !(x.g.askAlways && max === min)) return max < 0 ? 0 : max;
  const opts: DecisionOption[] = [];
  for (let i = min; i <= max; i++) opts.push({ id: `count:${i}`, label: String(i), kind: 'count', data: { n: i } });
  return min + ask(x, 'select-option', prompt, rule, opts, 1, 1)[0]!;
}

export function yesNo(x: Ctx, prompt: string, rule: string, who?: PlayerId): boolean {
  const options = [
    { id: 'yes', label: 'Yes', kind: 'yes' },
    { id: 'no', label: 'No', kind: 'no' },
  ];
  const a = ask(x, 'yes-no', prompt, rule, options, 1, 1, who);
  return a[0] === 0;
}
