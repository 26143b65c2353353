/**
 * The task loop (ARCHITECTURE §2) on the kernel's resumable step (src/core/resume.ts). The top task's
 * handler either finishes (pops itself, maybe pushing follow-up tasks) or asks a player something: the
 * decision is parked in `duel.pending` and the handler unwinds; the answer is recorded on the task and
 * the handler runs again from its start, getting the recorded answers in order. Handlers therefore make
 * every choice before they change anything.
 *
 * The handler table below is typed by the `Task` union: a task kind without a handler, or a handler
 * reading a field its task does not have, does not compile. Each run makes its own Asker and passes it
 * down explicitly (no module-level state).
 */
import { RuleError, type Answer, type PlayerId } from '../../core/decision.ts';
import type { RespondResult } from '../../core/game.ts';
import { answerStep, Asker, isSuspend, type StepHost } from '../../core/resume.ts';
import { publishDecision, type YgoAsker, type YgoDecision } from '../decisions.ts';
import type { DuelState, Task, TaskKind } from '../state.ts';
import { activateTask } from './activation.ts';
import { attackTask, battleContinueTask, damageStepTask } from './battle.ts';
import { chainTask, linkTask, resolveTask } from './chain.ts';
import { setupTask } from './setup.ts';
import { endProcessingTask } from './end-phase.ts';
import { setSpellTrapTask } from './set-spell-trap.ts';
import { flipSummonTask, inherentSummonTask, normalSummonTask, summonSuccessTask } from './summon.ts';
import { synchroSummonTask } from './synchro.ts';
import { xyzSummonTask } from './xyz.ts';
import { linkSummonTask } from './link.ts';
import { pendulumSummonTask } from './pendulum.ts';
import type { TaskHandler } from './tasks.ts';
import { triggersTask } from './triggers.ts';
import { handLimitTask, phaseTask, turnTask } from './turn.ts';
import { windowTask } from './window.ts';

const handlers: { readonly [K in TaskKind]: TaskHandler<K> } = {
  setup: setupTask,
  turn: turnTask,
  phase: phaseTask,
  'hand-limit': handLimitTask,
  'end-processing': endProcessingTask,
  window: windowTask,
  triggers: triggersTask,
  chain: chainTask,
  resolve: resolveTask,
  link: linkTask,
  activate: activateTask,
  'normal-summon': normalSummonTask,
  'set-spell-trap': setSpellTrapTask,
  'summon-success': summonSuccessTask,
  'flip-summon': flipSummonTask,
  'inherent-summon': inherentSummonTask,
  'synchro-summon': synchroSummonTask,
  'xyz-summon': xyzSummonTask,
  'link-summon': linkSummonTask,
  'pendulum-summon': pendulumSummonTask,
  attack: attackTask,
  'battle-continue': battleContinueTask,
  'damage-step': damageStepTask,
};

function runTask(duel: DuelState, task: Task, ask: YgoAsker): void {
  duel.runLogged = 0;
  duel.runSkip = task.logged ?? 0;
  duel.runStamp = duel.nextStamp;
  try {
    // The table is indexed by the task's own kind, so the handler and the task agree.
    (handlers[task.k] as TaskHandler<TaskKind>)(duel, task as never, ask.reset(task));
    if (duel.pending !== null) asked(duel, task);
  } catch (e) {
    if (isSuspend(e)) asked(duel, task);
    throw e;
  } finally {
    duel.runLogged = 0;
    duel.runSkip = 0;
    duel.runStamp = 0;
  }
}

/** The task asked: remember how many events this stage has logged, so its re-run does not log them twice. */
function asked(duel: DuelState, task: Task): void {
  if (duel.runLogged > 0) task.logged = duel.runLogged;
}

/** A run's Asker: it parks the decision in the duel (a class, so a run makes no closure). */
class DuelAsker extends Asker<YgoDecision> {
  constructor(private readonly duel: DuelState) {
    super();
  }

  protected override park(d: YgoDecision): void {
    // src/core/resume.ts: a step makes its choices before it changes anything, for its re-run repeats what came first.
    if (this.duel.nextStamp !== this.duel.runStamp) {
      throw new Error(
        `engine: "${d.prompt}" was asked after the same step changed the duel (a card moved or an effect was applied)`,
      );
    }
    // Published as players see it: card instances by their public handles (issue 11 item 21).
    this.duel.pending = publishDecision(d, this.duel.cards);
  }
}

function asker(duel: DuelState): YgoAsker {
  return new DuelAsker(duel);
}

/** Run until a decision is needed or the duel is over. */
export function run(duel: DuelState): void {
  const ask = asker(duel);
  while (duel.pending === null && duel.result === null) {
    const task = duel.tasks[duel.tasks.length - 1];
    if (task === undefined) throw new Error('engine: the task stack ran empty');
    try {
      runTask(duel, task, ask);
    } catch (e) {
      if (isSuspend(e)) return;
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
  const task = duel.tasks[duel.tasks.length - 1]!;
  return answerStep(new Answering(duel, task), task, decision, player, answer);
}

/** How an answer reaches the task that asked (a class, so answering makes no closures). */
class Answering implements StepHost<YgoDecision> {
  constructor(
    private readonly duel: DuelState,
    private readonly task: Task,
  ) {}

  setPending(d: YgoDecision | null): void {
    this.duel.pending = d;
  }

  hasPending(): boolean {
    return this.duel.pending !== null;
  }

  rerun(): void {
    runTask(this.duel, this.task, asker(this.duel));
  }

  proceed(): void {
    run(this.duel);
  }
}
