/**
 * The task loop: the duel's continuation is a stack of plain-data tasks (ARCHITECTURE §2).
 * A task's handler either finishes (pops itself, maybe pushing follow-up tasks), or asks a
 * player something. Asking stores the decision in state and suspends; the answer is recorded
 * on the task and the handler runs again from its start, getting the recorded answers in
 * order. Handlers therefore make every choice before they change anything.
 */
import { checkAnswerShape, RuleError, type Answer, type Decision, type PlayerId } from '../../core/decision.ts';
import type { RespondResult } from '../../core/game.ts';
import type { DuelState, Task } from '../state.ts';

/** Thrown (as this exact object) to unwind a handler that is waiting for an answer. */
const SUSPEND = { suspended: true };

export type Handler = (duel: DuelState, task: Task, io: Io) => void;

const handlers = new Map<string, Handler>();

export function registerTask(kind: string, handler: Handler): void {
  if (handlers.has(kind)) throw new Error(`task kind "${kind}" registered twice`);
  handlers.set(kind, handler);
}

/** A handler's access to answers: ask() returns the next recorded answer or suspends. */
export class Io {
  duel!: DuelState;
  task!: Task;
  private cursor = 0;
  private recordedList: number[][] | undefined;

  reset(duel: DuelState, task: Task): void {
    this.duel = duel;
    this.task = task;
    this.cursor = 0;
    this.recordedList = task.ans;
  }

  /** The next recorded answer, or suspend with the decision (built only when it is really asked). */
  ask(decision: Decision | (() => Decision)): readonly number[] {
    const recorded = this.task.ans;
    // A new stage dropped the answers list: count from its start.
    if (recorded !== this.recordedList) {
      this.recordedList = recorded;
      this.cursor = 0;
    }
    if (recorded !== undefined && this.cursor < recorded.length) return recorded[this.cursor++]!;
    this.duel.pending = typeof decision === 'function' ? decision() : decision;
    throw SUSPEND;
  }

  /**
   * Like ask(), but when no answer is recorded it stores the decision and returns null instead of
   * throwing: for hot handlers whose question is the last thing they do (they must return at once).
   */
  tryAsk(decision: () => Decision): readonly number[] | null {
    const recorded = this.task.ans;
    if (recorded !== this.recordedList) {
      this.recordedList = recorded;
      this.cursor = 0;
    }
    if (recorded !== undefined && this.cursor < recorded.length) return recorded[this.cursor++]!;
    this.duel.pending = decision();
    return null;
  }

  /** Number of answers consumed so far in this run. */
  get answered(): number {
    return this.cursor;
  }
}

const io = new Io();

export function push(duel: DuelState, task: Task): void {
  duel.tasks.push(task);
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

/** Move a task on to its next stage: answers of the previous stage are dropped. */
export function stage(task: Task, s: number): void {
  task['stage'] = s;
  delete task.ans;
}

function runHandler(duel: DuelState, task: Task): void {
  const h = handlers.get(task.k);
  if (!h) throw new Error(`engine: no handler for task "${task.k}"`);
  io.reset(duel, task);
  h(duel, task, io);
}

/**
 * The running handler's Io, for rules primitives that may need a choice (destruction replacement). Such a
 * primitive asks before it changes anything, so a step that calls it should call it after its own choices.
 */
export function currentIo(): Io {
  return io;
}

/** Run until a decision is needed or the duel is over. */
export function run(duel: DuelState): void {
  while (duel.pending === null && duel.result === null) {
    const task = duel.tasks[duel.tasks.length - 1];
    if (task === undefined) throw new Error('engine: the task stack ran empty');
    try {
      runHandler(duel, task);
    } catch (e) {
      if (e === SUSPEND) return;
      throw e;
    }
  }
}

/** 003 §3.6.2 & ARCHITECTURE §3: validate, record, continue. A refused answer changes nothing. */
export function respond(duel: DuelState, player: PlayerId, answer: Answer): RespondResult {
  const decision = duel.pending;
  if (decision === null) {
    return { ok: false, error: new RuleError('NO_DECISION', '003 §3.1.4', 'the duel is over; nothing to decide') };
  }
  const shapeError = checkAnswerShape(decision, player, answer);
  if (shapeError) return { ok: false, error: shapeError };
  const task = duel.tasks[duel.tasks.length - 1]!;
  (task.ans ??= []).push(answer.slice());
  duel.pending = null;
  // The first run after an answer validates it before anything changes; a RuleError here is a refusal.
  try {
    runHandler(duel, task);
    if (duel.pending !== null) return { ok: true };
  } catch (e) {
    if (e === SUSPEND) return { ok: true };
    if (e instanceof RuleError) {
      task.ans!.pop();
      if (task.ans!.length === 0) delete task.ans;
      duel.pending = decision;
      return { ok: false, error: e };
    }
    throw e;
  }
  run(duel);
  return { ok: true };
}
