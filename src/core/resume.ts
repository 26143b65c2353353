/**
 * The resumable step (ARCHITECTURE §2), shared by every game module. A step is a plain-data unit of
 * pending work that may ask a player something. Asking either returns the next answer already
 * recorded on the unit, or parks the decision in the game state and unwinds the step (SUSPEND).
 * When the answer comes, it is recorded on the unit and the step runs again from its start with
 * the answers so far. Steps therefore make every choice before they change anything, which is what
 * makes a refused answer change nothing: a RuleError thrown on the first re-run after an answer
 * takes the answer back and restores the decision.
 */
import { checkAnswerShape, RuleError, type Answer, type Decision, type PlayerId } from './decision.ts';
import type { RespondResult } from './game.ts';

/** A unit of work that can ask: the answers it has received so far, oldest first. */
export interface Resumable {
  ans?: number[][];
}

/** Thrown (as this exact object) to unwind a step that is waiting for an answer. */
export const SUSPEND: unique symbol = Symbol('suspend');

export function isSuspend(e: unknown): e is typeof SUSPEND {
  return e === SUSPEND;
}

/**
 * A step's access to its unit's recorded answers. Created by the game's run loop and passed to
 * the step explicitly (never module-level state), so anything that may ask takes an Asker.
 */
export class Asker<D extends Decision = Decision> {
  private cursor = 0;
  private list: number[][] | undefined;
  private unit: Resumable;

  constructor(
    /** Where the game keeps its pending decision (or override `park` in a subclass: no closure per run). */
    private readonly parkTo?: (decision: D) => void,
    unit: Resumable = {},
  ) {
    this.unit = unit;
    this.list = unit.ans;
  }

  /** Store the decision where the game keeps its pending decision. */
  protected park(decision: D): void {
    if (!this.parkTo) throw new Error('Asker: no place to park a decision');
    this.parkTo(decision);
  }

  /** Point the asker at another unit (or the same unit's next run): answers are counted from its start. */
  reset(unit: Resumable): this {
    this.unit = unit;
    this.cursor = 0;
    this.list = unit.ans;
    return this;
  }

  private next(): readonly number[] | undefined {
    const recorded = this.unit.ans;
    // A new stage dropped the answers list (see nextStage): count from its start.
    if (recorded !== this.list) {
      this.list = recorded;
      this.cursor = 0;
    }
    if (recorded !== undefined && this.cursor < recorded.length) return recorded[this.cursor++];
    return undefined;
  }

  /** The next recorded answer, or park the decision (built only when really asked) and SUSPEND. */
  ask(decision: D | (() => D)): readonly number[] {
    const a = this.next();
    if (a !== undefined) return a;
    this.park(typeof decision === 'function' ? decision() : decision);
    throw SUSPEND;
  }

  /**
   * Like ask(), but when no answer is recorded it parks the decision and returns null instead of
   * throwing: for hot steps whose question is the last thing they do (they must return at once).
   */
  tryAsk(decision: () => D): readonly number[] | null {
    const a = this.next();
    if (a !== undefined) return a;
    this.park(decision());
    return null;
  }

  /** How many answers this run has consumed. */
  get answered(): number {
    return this.cursor;
  }
}

/** Move a unit on to its next stage: the answers of the stage it leaves are dropped. */
export function nextStage<U extends Resumable & { stage: S }, S>(unit: U, stage: S): void {
  unit.stage = stage;
  delete unit.ans;
}

/** What `answerStep` needs from a game: its pending-decision slot and how to re-run the asking unit. */
export interface StepHost<D extends Decision = Decision> {
  /** Clear or restore the pending decision. */
  setPending(decision: D | null): void;
  /** Whether a decision is pending after the re-run (the step asked again). */
  hasPending(): boolean;
  /** Run the unit that asked once, with its recorded answers (it may throw SUSPEND or RuleError). */
  rerun(): void;
  /** Continue the game until the next decision (called when the re-run finished without asking). */
  proceed(): void;
}

/**
 * The protocol's answer path (ARCHITECTURE §3) for a decision asked by `unit`: check the answer's
 * shape, record it, re-run the unit. A RuleError on that first re-run is a refusal: the answer is
 * taken back and the decision restored, so nothing changes.
 */
export function answerStep<D extends Decision>(
  host: StepHost<D>,
  unit: Resumable,
  decision: D,
  player: PlayerId,
  answer: Answer,
): RespondResult {
  const shapeError = checkAnswerShape(decision, player, answer);
  if (shapeError) return { ok: false, error: shapeError };
  (unit.ans ??= []).push(answer.slice());
  host.setPending(null);
  try {
    host.rerun();
  } catch (e) {
    if (isSuspend(e)) return { ok: true };
    if (e instanceof RuleError) {
      unit.ans!.pop();
      if (unit.ans!.length === 0) delete unit.ans;
      host.setPending(decision);
      return { ok: false, error: e };
    }
    throw e;
  }
  if (!host.hasPending()) host.proceed();
  return { ok: true };
}
