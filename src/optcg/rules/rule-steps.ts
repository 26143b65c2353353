/**
 * ONE PIECE's rule decisions on the kernel's resumable step (src/core/resume.ts). A rule that must ask parks
 * the decision with a RuleStep (plain data: what the decision is for and what its answer needs); `respond`
 * checks and records the answer on it through the kernel's `answerStep` and runs the step's handler from the
 * typed table below, so a kind without a handler, or a handler reading a field its step lacks, does not compile.
 * Decisions asked while an ability resolves belong to its Task (rules/abilities.ts), which re-runs with them.
 */
import type { OptcgDecision } from '../decisions.ts';
import type { OptcgState, RuleStep, RuleStepKind, RuleStepOf } from '../types.ts';
import { takePending } from './abilities.ts';
import { answerBlock, answerCounter, answerLifeTrigger, answerReplaceKO } from './battle.ts';
import { answerLoopDeclare } from './loops.ts';
import { answerCharFull, answerMain } from './main-phase.ts';
import { answerChooseFirst, answerMulligan } from './setup.ts';

type RuleHandler<K extends RuleStepKind> = (
  g: OptcgState,
  step: RuleStepOf<K>,
  answer: readonly number[],
  d: OptcgDecision,
) => void;

/** The option chosen by a one-option answer. */
const picked = (d: OptcgDecision, answer: readonly number[]) => d.options[answer[0]!]!;

const handlers: { readonly [K in RuleStepKind]: RuleHandler<K> } = {
  'choose-first': (g, _s, a) => answerChooseFirst(g, a[0]!),
  mulligan: (g, _s, a) => answerMulligan(g, a[0]!),
  main: (g, _s, a, d) => answerMain(g, picked(d, a)),
  block: (g, _s, a, d) => answerBlock(g, picked(d, a)),
  counter: (g, _s, a, d) => answerCounter(g, picked(d, a)),
  'life-trigger': (g, s, a) => answerLifeTrigger(g, s.card, a[0] === 0),
  'replace-ko': (g, s, a) => answerReplaceKO(g, s.card, { src: s.src, ab: s.ab }, a[0] === 0),
  'char-full': (g, s, a, d) => answerCharFull(g, s.card, picked(d, a).card!),
  order: (g, _s, a, d) => takePending(g, Number(picked(d, a).data!['index'])),
  'loop-declare': (g, s, a, d) => answerLoopDeclare(g, s, Number(picked(d, a).data!['n'])),
};

/** Apply the recorded answer to the rule decision it answers (the step is done afterwards). */
export function runRuleStep(g: OptcgState, step: RuleStep, answer: readonly number[], d: OptcgDecision): void {
  g.rule = null;
  // The table is indexed by the step's own kind, so the handler and the step agree.
  (handlers[step.k] as RuleHandler<RuleStepKind>)(g, step as never, answer, d);
}
