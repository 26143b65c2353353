/**
 * The answering and waiting half of the scenario language, shared by every game (each game adds its own
 * board-as-data setup and named waits: src/ygo/scenario.ts, src/optcg/scenario.ts). A test picks options by
 * their stable id, by card and action, or by label; a pick that matches no option, or several, fails with the
 * list of options in its message (never a silent first match).
 */
import type { Decision, DecisionOption, PlayerId } from './decision.ts';
import type { Game, GameEvent } from './game.ts';

export class ScenarioError extends Error {
  override name = 'ScenarioError';
}

/**
 * How a test names an option:
 * - a string: the option whose id is exactly it; else whose label is exactly it; else whose label contains it;
 * - a RegExp: the option whose label it matches;
 * - `{ id }`: the option with that id; `{ card, kind? }`: the option about that card (and of that kind).
 */
export type OptionRef = string | RegExp | { id: string } | { card: number; kind?: string };

/** A decision's options, one per line: index, id and label (for failure messages). */
export function listOptions(d: Decision): string {
  return d.options.map((o, i) => `  ${i}: ${o.id ?? '-'}  ${o.label}`).join('\n');
}

function describeRef(ref: OptionRef): string {
  if (typeof ref === 'string') return JSON.stringify(ref);
  if (ref instanceof RegExp) return String(ref);
  return 'id' in ref ? `id ${JSON.stringify(ref.id)}` : `card ${ref.card}${ref.kind ? ` (${ref.kind})` : ''}`;
}

/** The indices of the options `ref` names, by the rules of OptionRef (the first rule that matches any wins). */
export function matching(d: Decision, ref: OptionRef): number[] {
  const where = (f: (o: DecisionOption) => boolean): number[] => d.options.flatMap((o, i) => (f(o) ? [i] : []));
  if (typeof ref === 'string') {
    for (const f of [
      (o: DecisionOption) => o.id === ref,
      (o: DecisionOption) => o.label === ref,
      (o: DecisionOption) => o.label.includes(ref),
    ]) {
      const found = where(f);
      if (found.length > 0) return found;
    }
    return [];
  }
  if (ref instanceof RegExp) return where((o) => ref.test(o.label));
  if ('id' in ref) return where((o) => o.id === ref.id);
  return where((o) => o.card === ref.card && (ref.kind === undefined || o.kind === ref.kind));
}

/**
 * The answering and waiting half over any Game: pick, answer, pass until, inspect. Each game's scenario class
 * extends it with its board and its named waits.
 */
export class ScenarioPlay<S> {
  /** Every event drained so far (each game's scenario reads them by type). */
  readonly log: GameEvent[] = [];

  constructor(
    readonly game: Game<S, unknown, unknown>,
    readonly state: S,
  ) {
    this.drain();
  }

  protected drain(): void {
    for (const e of this.game.drainEvents(this.state)) this.log.push(e);
  }

  get decision(): Decision | null {
    return this.game.decision(this.state);
  }

  private need(what: string): Decision {
    const d = this.decision;
    if (!d) throw new ScenarioError(`the game is over; nothing to ${what}`);
    return d;
  }

  /** Labels of the pending decision's options. */
  options(): string[] {
    return this.decision?.options.map((o) => o.label) ?? [];
  }

  /** Ids of the pending decision's options. */
  ids(): string[] {
    return this.decision?.options.map((o) => o.id ?? '') ?? [];
  }

  /** Is some option named by `ref` offered now? (No error when several are.) */
  has(ref: OptionRef): boolean {
    const d = this.decision;
    return d !== null && matching(d, ref).length > 0;
  }

  /** The index of the one option `ref` names; fails listing the options when none or several match. */
  optionIndex(ref: OptionRef, taken: readonly number[] = []): number {
    const d = this.need('choose');
    const found = matching(d, ref).filter((i) => !taken.includes(i));
    if (found.length === 1) return found[0]!;
    const why = found.length === 0 ? 'no option' : `${found.length} options (${found.join(', ')}) match`;
    throw new ScenarioError(
      `${why} ${describeRef(ref)} for player ${d.player} at "${d.prompt}"; options:\n${listOptions(d)}`,
    );
  }

  /** Answer with the options the refs name, one option each, in order. */
  choose(...refs: OptionRef[]): this {
    const picks: number[] = [];
    for (const r of refs) picks.push(this.optionIndex(r, picks));
    return this.answer(picks);
  }

  /**
   * Answer with, for each ref, the first option it names that is not taken yet: for picks among equivalent
   * choices (two copies of a card), said explicitly, never by accident.
   */
  chooseAny(...refs: OptionRef[]): this {
    const d = this.need('choose');
    const picks: number[] = [];
    for (const r of refs) {
      const i = matching(d, r).find((k) => !picks.includes(k));
      if (i === undefined)
        throw new ScenarioError(`no option ${describeRef(r)} left at "${d.prompt}"; options:\n${listOptions(d)}`);
      picks.push(i);
    }
    return this.answer(picks);
  }

  /** Answer with raw option indices, as the deciding player; a refusal throws its RuleError. */
  answer(indices: readonly number[]): this {
    const d = this.need('answer');
    const r = this.game.respond(this.state, d.player, indices);
    if (!r.ok) throw r.error;
    this.drain();
    this.settle();
    return this;
  }

  /**
   * The answer the scenario gives by itself to a decision its tests do not care about (each game decides which), or
   * null to leave it to the test. Default: none.
   */
  protected automatic(_d: Decision): readonly number[] | null {
    return null;
  }

  /** Answer the pending decisions that `automatic` answers. Subclasses call it once they are constructed. */
  protected settle(): void {
    for (;;) {
      const d = this.decision;
      const a = d && this.automatic(d);
      if (!d || !a) return;
      const r = this.game.respond(this.state, d.player, a);
      if (!r.ok) throw r.error;
      this.drain();
    }
  }

  /** The option that passes at this decision (pass, no, keep, done, or moving on), or -1. */
  protected passOption(d: Decision): number {
    return d.options.findIndex((o) => o.kind === 'pass' || o.kind === 'no' || o.kind === 'keep');
  }

  /** Pass until `until` holds (checked before each decision), at most `max` decisions. */
  passUntil(until: (s: this) => boolean, max = 200): this {
    for (let i = 0; i < max; i++) {
      const d = this.decision;
      if (!d || until(this)) return this;
      const k = this.passOption(d);
      if (k >= 0) this.answer([k]);
      else if (d.min === 0) this.answer([]);
      else throw new ScenarioError(`cannot pass at "${d.prompt}"; options:\n${listOptions(d)}`);
    }
    if (this.decision && !until(this)) throw new ScenarioError(`passUntil: still waiting after ${max} decisions`);
    return this;
  }

  /** Pass until an option named by `ref` is offered. */
  passUntilOffered(ref: OptionRef, max = 200): this {
    return this.passUntil((s) => s.has(ref), max);
  }

  /** Who decides now (or null when the game is over). */
  get player(): PlayerId | null {
    return this.decision?.player ?? null;
  }

  /** Events drained so far, optionally of one type. */
  events(type?: string): GameEvent[] {
    return type === undefined ? this.log.slice() : this.log.filter((e) => e.type === type);
  }
}
