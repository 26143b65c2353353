/**
 * The decision protocol (ARCHITECTURE §3). A game runs until a player must decide,
 * then describes the decision as plain data. An answer is a list of option indices.
 */
export type PlayerId = 0 | 1;

export type DecisionKind =
  | 'action' // choose what to do now (activate, summon, attack, pass, …)
  | 'select-cards' // choose cards (targets, costs, materials, discards)
  | 'select-zone' // choose a zone to place a card in
  | 'select-position' // choose a battle position
  | 'yes-no' // optional effects, "do you want to …"
  | 'order' // order simultaneous triggers or cards; answer is a permutation
  | 'declare' // declare a name, number, Type, Attribute, …
  | 'select-option'; // choose one of several texts/modes

export interface DecisionOption {
  /** Human-readable label, e.g. "Normal Summon Dark Magician". */
  label: string;
  /**
   * Stable machine-readable identity of the choice, unique within its decision: built from the action,
   * the card instance, the effect index, the zone (e.g. "summon:12", "activate:40:0", "zone:mzone:3",
   * "pass"). Programs and tests pick options by it; two copies of a card have different ids.
   */
  id?: string;
  /** Stable machine-readable tag for the option's kind, e.g. "summon", "pass". */
  kind?: string;
  /** Card instance this option is about, if any. */
  card?: number;
  /** Extra plain data for clients (zone index, position, code, …). */
  data?: Record<string, number | string | boolean>;
}

export interface Decision<About extends string = string> {
  player: PlayerId;
  kind: DecisionKind;
  /**
   * What the decision is about, from a closed set per game (Yu-Gi-Oh!: the main-phase action, a chain
   * response, the Summon-negation window, a Damage Step timing, a cost, a target…; ONE PIECE: the Block
   * Step, the Counter Step, a trigger order…), so a program need not recognise it by its rule string.
   */
  about?: About;
  prompt: string;
  /** Citation of the rule that asks for this decision, e.g. "003 §3.6.2". */
  rule: string;
  options: DecisionOption[];
  /** How many option indices the answer must hold. */
  min: number;
  max: number;
  /** When true the order of the answer matters (e.g. trigger order). */
  ordered?: boolean;
}

/** Indices into Decision.options. */
export type Answer = readonly number[];

/** A refusal: names the rule that forbids it. Nothing changes when one is returned. */
export class RuleError extends Error {
  readonly code: string;
  readonly rule: string;
  constructor(code: string, rule: string, message: string) {
    super(`${message} (${rule})`);
    this.name = 'RuleError';
    this.code = code;
    this.rule = rule;
  }
}

/** The protocol's own checks, shared by every game. Returns null when the answer fits. */
export function checkAnswerShape(decision: Decision, player: PlayerId, answer: unknown): RuleError | null {
  if (player !== decision.player) {
    return new RuleError(
      'NOT_YOUR_DECISION',
      decision.rule,
      `player ${player} is not the one to decide; player ${decision.player} is`,
    );
  }
  if (!Array.isArray(answer)) {
    return new RuleError('BAD_ANSWER', decision.rule, 'an answer is a list of option indices');
  }
  if (answer.length < decision.min || answer.length > decision.max) {
    return new RuleError(
      'BAD_ANSWER_COUNT',
      decision.rule,
      `choose ${decision.min === decision.max ? decision.min : `${decision.min} to ${decision.max}`} option(s), got ${answer.length}`,
    );
  }
  for (let i = 0; i < answer.length; i++) {
    const a: unknown = answer[i];
    if (typeof a !== 'number' || !Number.isInteger(a) || a < 0 || a >= decision.options.length) {
      return new RuleError(
        'BAD_OPTION',
        decision.rule,
        `option ${String(a)} does not exist (0..${decision.options.length - 1})`,
      );
    }
    for (let j = 0; j < i; j++)
      if (answer[j] === a) return new RuleError('DUPLICATE_OPTION', decision.rule, `option ${a} chosen twice`);
  }
  return null;
}

/**
 * What the other player may know of a pending decision (ARCHITECTURE §4): who decides and what kind of
 * decision it is. Its prompt and options may name cards hidden from them (a Life card's [Trigger], the
 * monster a Tribute is for), so they are shown only to the deciding player.
 */
export interface DecisionSummary {
  player: PlayerId;
  kind: DecisionKind;
  about?: string;
}

export function decisionSummary(d: Decision): DecisionSummary {
  return d.about === undefined
    ? { player: d.player, kind: d.kind }
    : { player: d.player, kind: d.kind, about: d.about };
}

/**
 * A copy of the decision (itself, its options, their data) for a caller: changing it cannot change the game.
 * Copying is about four times cheaper than deep-freezing (measured 2026-11), and the engines hand one out from
 * `decision()` and `view()`; each call hands out a new copy.
 */
export function copyDecision<D extends Decision>(d: D): D {
  const src = d.options;
  const options = new Array<DecisionOption>(src.length);
  for (let i = 0; i < src.length; i++) options[i] = copyOption(src[i]!);
  // Field by field (a spread of a generic object is several times slower here, and this runs for every decision).
  const out: Decision = {
    player: d.player,
    kind: d.kind,
    prompt: d.prompt,
    rule: d.rule,
    options,
    min: d.min,
    max: d.max,
  };
  if (d.about !== undefined) out.about = d.about;
  if (d.ordered !== undefined) out.ordered = d.ordered;
  return out as D;
}

function copyOption(o: DecisionOption): DecisionOption {
  const c: DecisionOption = { label: o.label };
  if (o.id !== undefined) c.id = o.id;
  if (o.kind !== undefined) c.kind = o.kind;
  if (o.card !== undefined) c.card = o.card;
  if (o.data !== undefined) c.data = { ...o.data };
  return c;
}
