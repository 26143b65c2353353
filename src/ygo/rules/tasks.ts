/**
 * The task stack (ARCHITECTURE §2): the duel's continuation is a stack of plain-data tasks (src/ygo/state.ts
 * `Task`). These primitives change the stack; the handlers that run the tasks are in the topic files and the
 * table that names them is in engine.ts.
 */
import type { YgoAsker as Asker } from '../decisions.ts';
import type { DuelState, Task, TaskKind, TaskOf } from '../state.ts';

/** A task's handler: finishes (pops itself, maybe pushing follow-ups) or asks through `ask` (and re-runs). */
export type TaskHandler<K extends TaskKind> = (duel: DuelState, task: TaskOf<K>, ask: Asker) => void;

export function push(duel: DuelState, task: Task): void {
  duel.tasks.push(task);
}

/** Put a task just below the running one (on top): it runs as soon as that one is done. */
export function pushBelowTop(duel: DuelState, task: Task): void {
  duel.tasks.splice(duel.tasks.length - 1, 0, task);
}

/** Remove the finished task (it must be on top). */
export function done(duel: DuelState, task: Task): void {
  const top = duel.tasks.pop();
  if (top !== task) throw new Error(`engine: task "${task.k}" finished but "${top?.k}" was on top`);
}

/** Replace the finished task with the given ones (the last given runs first). */
export function replace(duel: DuelState, task: Task, ...next: Task[]): void {
  done(duel, task);
  for (const t of next) duel.tasks.push(t);
}

/** The task moves on to stage `s` (its answers are the stage it leaves, see forgetAnswers). */
export function toStage<T extends Task & { stage: string }>(duel: DuelState, task: T, s: T['stage']): void {
  task.stage = s;
  forgetAnswers(duel, task);
}

/**
 * The task moves on to a new stage: the answers it has received are dropped (its next question is counted
 * from the start), and so is the count of events logged before it asked (what follows is new).
 */
export function forgetAnswers(duel: DuelState, task: Task): void {
  // Set, not deleted: `delete` turns the task into a slow dictionary-mode object (JSON leaves undefined out).
  if (task.ans !== undefined) task.ans = undefined;
  if (task.logged !== undefined) task.logged = undefined;
  duel.runLogged = 0;
  duel.runSkip = 0;
  duel.runStamp = duel.nextStamp;
}

/**
 * What a task worked out before it asked (the legal actions of a priority window), kept for its re-run with the
 * answer. ARCHITECTURE §2 re-runs a step from its start once its answer is recorded; between the run that asked and
 * that re-run nothing changes the duel (an answer is recorded and the step re-run at once, and a refused answer
 * changes nothing), so the options it computed still hold and are not worked out twice. Only a run that has an answer
 * reads the kept value (keptBeforeAsking), and every run that asks replaces it (keepBeforeAsking, called as it builds
 * its question: most runs do not ask, and keep nothing). Kept beside the duel, not in it: a clone or a restored state
 * has its own task objects, finds nothing here, and computes again.
 */
const beforeAsking = new WeakMap<Task, unknown>();

/** The value the run that asked kept, when this run has its answer (else undefined: compute it). */
export function keptBeforeAsking<T>(task: Task): T | undefined {
  if (task.ans === undefined || task.ans.length === 0) return undefined;
  return beforeAsking.get(task) as T | undefined;
}

/** Keep what this run worked out, as it asks (see keptBeforeAsking). */
export function keepBeforeAsking(task: Task, value: unknown): void {
  beforeAsking.set(task, value);
}
