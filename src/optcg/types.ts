/**
 * The ONE PIECE CARD GAME state: plain JSON data (ARCHITECTURE §2).
 * Physical cards are numbered 0..n-1 for the whole game (player 0's Leader and deck first,
 * then player 1's). Per-card facts live in parallel arrays indexed by that number.
 * A card that leaves the Character or Stage area gets a new `inst` (001 §3-1-6): effects
 * recorded against the old instance no longer apply to it.
 */
import type { PlayerId } from '../core/decision.ts';
import type { OptcgDecision } from './decisions.ts';
import type { GameResult } from '../core/game.ts';
import type { OptcgEvent } from './view/events.ts';
import type { RngState } from '../core/rng.ts';

/** Where a physical card is. DON!! cards are counted, not numbered. */
export const Z = { deck: 0, hand: 1, trash: 2, life: 3, leader: 4, chars: 5, stage: 6, limbo: 7 } as const;
export type Zone = (typeof Z)[keyof typeof Z];

export interface DeckList {
  leader: string;
  /** 50 card numbers. */
  cards: string[];
}

export interface OptcgPolicy {
  /**
   * 001 §5-1-2-2 [Inferred]: 'all' = every color of a card must be one of the Leader's colors
   * (the reading that satisfies both sentences of the Thai); 'any' = the older English "includes".
   */
  deckColor?: 'all' | 'any';
  /** 001 §9-2 leaves a double loss open: 'draw' (the older English 1-2-3) is the default. */
  doubleLoss?: 'draw';
}

export interface OptcgConfig {
  decks: [DeckList, DeckList];
  policy?: OptcgPolicy;
  /** Ask even when only one action is legal (default false: such decisions are taken, ARCHITECTURE §3). */
  askAlways?: boolean;
}

export interface PlayerState {
  leader: number;
  /** Top of deck = last element. */
  deck: number[];
  hand: number[];
  /** Top of trash = last element. */
  trash: number[];
  /** Top of Life = last element. */
  life: number[];
  chars: number[];
  /** -1 when empty. */
  stage: number;
  donDeck: number;
  donActive: number;
  donRested: number;
  /** 001 §1-2-1-1-1: damage dealt to the Leader at 0 Life; checked at rule processing. */
  lostByDamage: boolean;
}

/** A continuous effect (001 §8-1-4-2). Immutable once created. */
export interface Mod {
  /** Affected card and the instance it applies to. */
  c: number;
  inst: number;
  /** Controller of the effect (for expiry order, 001 §6-6-1-2 / §7-1-5-3). */
  by: PlayerId;
  dur: Duration;
  power?: number;
  /** A keyword the card gains. */
  kw?: Keyword;
  /** A restriction on the card: e.g. 'noBlockerVs' (opponent cannot [Blocker] when it attacks). */
  flag?: ModFlag;
  /** A cost change ("give −N cost"; 001 §1-3-6: read as 0 when below 0). */
  cost?: number;
  /** "This Character's base power becomes N" (OP04-069; 001 §4-9): replaces the printed power. */
  basePower?: number;
}
/** 'untilEndOfOpponentsNextTurn': until the end of the next turn of the effect's controller's opponent. */
/** 'untilEndOfYourNextTurn': until the end of the next turn of the effect's controller (ST10-016, made in the opponent's turn). */
export type Duration =
  'battle' | 'turn' | 'untilYourNextTurn' | 'untilEndOfOpponentsNextTurn' | 'untilEndOfYourNextTurn';
export type Keyword = 'rush' | 'doubleAttack' | 'banish' | 'blocker';
/**
 * 'cannotBeKOd': "cannot be K.O.'d during this turn" (ST05-017); 'charsCannotBeKOd' (on a Leader): "none of your
 * Characters can be K.O.'d during this turn" (ST06-016), reaching Characters played later too.
 */
export type ModFlag =
  | 'noBlockerVs'
  | 'negated'
  | 'canAttackActive'
  | 'cannotAttack'
  | 'cannotBeKOd'
  | 'charsCannotBeKOd'
  /** "Then, trash this Character at the end of this turn" (OP03-005): trashed in the End Phase (001 §6-6-1). */
  | 'trashAtEndOfTurn'
  /** "Set the cost of … to 0 during this turn" (OP03-091): its cost reads 0 (001 §1-3-6). */
  | 'costIsZero'
  /** "… will not become active in the next Refresh Phase" (OP05-094; 001 §6-2-4). */
  | 'skipsRefresh'
  // On a Leader: "you cannot add Life cards to your hand using your own effects during this turn" (OP02-004).
  | 'noLifeToHand'
  // "Then, at the end of this battle, place this Character at the bottom of the owner's deck" (OP02-064).
  | 'toDeckBottomAtEndOfBattle'
  // On a Leader: "the next time you play … during this turn, the cost will be reduced by 1" (OP02-025), until spent.
  | 'nextPlayDiscount'
  // "Return this Character to the owner's hand at the end of this turn" (OP04-009; 001 §6-6-1-1).
  | 'toHandAtEndOfTurn'
  // On a Leader: "set up to 1 of your DON!! cards as active at the end of this turn" (OP04-026), one per mod.
  | 'donActiveAtEndOfTurn'
  // "will not become active in your (opponent's) next Refresh Phase" (OP04-031, OP04-090; 001 §6-2-4).
  | 'noRefresh'
  // On a Leader: "None of your Characters can be K.O.'d by effects until the start of your next turn" (OP04-083).
  | 'charsCannotBeKOdByEffects';

/** The battle in progress (001 §7). */
export interface Battle {
  attacker: number;
  aInst: number;
  target: number;
  tInst: number;
  /** 001 §7-1-1: attack step → block → counter → damage → end. */
  step: 'attack' | 'block' | 'blocked' | 'counter-start' | 'counter' | 'damage' | 'end' | 'end2';
  blocked: boolean;
  /** [Blocker] may not be activated this battle at all / by cards with power ≥ min / by cards with power ≤ max. */
  noBlocker: boolean;
  noBlockerMinPower: number;
  noBlockerMaxPower: number;
  /** [Blocker] may not be activated this battle by Characters with a cost of this or less (OP02-061); absent: none. */
  noBlockerMaxCost?: number;
  /** Damage points still to deal in a Leader hit (001 §7-1-4-1-1-3); -1 before confirmation. */
  dmgLeft: number;
  /**
   * The Damage Step compared the powers: the cards "battled" (001 §7-1-4). A battle that ended in the Counter Step
   * because a card left (001 §7-1-3-2-3) has no result, and "if this card battles" abilities do not activate.
   */
  fought: boolean;
  banish: boolean;
}

/** A pending auto ability (001 §8-6), waiting in the queue. Immutable. */
export interface Pending {
  p: PlayerId;
  src: number;
  inst: number;
  ab: number;
  /** Abilities that met their timing together share a batch (001 §8-6-1). */
  batch: number;
  /** [On K.O.] resolves from the trash (001 §10-2-17). */
  fromTrash?: boolean;
}

/**
 * An ability being resolved: a resumable step machine. Steps are pure functions of state plus
 * the answers recorded for the current step; a step makes all its choices before it mutates.
 */
export interface Task {
  p: PlayerId;
  src: number;
  inst: number;
  /** Card number whose ability this is, and the ability index in its definition. */
  code: string;
  ab: number;
  step: number;
  /** Answers recorded for the current step, in the order it asks. */
  ans: number[][];
  /** Scratch data carried between steps (chosen targets, "if you do" flags). */
  vars: Record<string, number | boolean | number[]>;
  /** The remaining steps are skipped (an optional cost was not paid, 001 §8-3-1-4). */
  ended?: boolean;
  /** Set when the ability came from a [Trigger] Life card in limbo (trashed afterwards). */
  lifeCard?: number;
  /** [Once Per Turn] is spent when the ability resolves (001 §10-2-13-3). */
  opt?: boolean;
}

/**
 * A rule decision waiting for its answer: what it is for, with the data its answer needs. It is the kernel's
 * Resumable (src/core/resume.ts): `respond` records the answer on it and runs its handler in the typed table of
 * src/optcg/rules/rule-steps.ts (a kind without a handler, or a misspelt field, does not compile). Decisions
 * asked inside an ability's resolution belong to its Task instead, which re-runs with the recorded answers.
 */
export type RuleStep =
  /** 001 §5-2-1-5: the chooser goes first or second. */
  | { k: 'choose-first'; ans?: number[][] }
  /** 001 §5-2-1-6-1: keep or redraw the opening hand. */
  | { k: 'mulligan'; ans?: number[][] }
  /** 001 §6-5-2: the turn player's Main Phase action. */
  | { k: 'main'; ans?: number[][] }
  /** 001 §7-1-2-1: the Block Step. */
  | { k: 'block'; ans?: number[][] }
  /** 001 §7-1-3: the Counter Step. */
  | { k: 'counter'; ans?: number[][] }
  /** 001 §10-2-10: activate the [Trigger] of `card`, a Life card taken by damage. */
  | { k: 'life-trigger'; card: number; ans?: number[][] }
  /** 001 §8-1-3-4-1: use the replacement ability `ab` of card `src` instead of the K.O. of `card` in battle. */
  | { k: 'replace-ko'; card: number; src: number; ab: number; ans?: number[][] }
  /** 001 §3-7-6-1: the Character area is full: trash one to play `card`. */
  | { k: 'char-full'; card: number; ans?: number[][] }
  /** 001 §8-6-1: which of several pending abilities resolves next. */
  | { k: 'order'; ans?: number[][] }
  /** 001 §11-1-1-2 / §11-1-1-3: `stoppers` declare, in order, how many times the loop `loop` runs. */
  | { k: 'loop-declare'; loop: LoopFound; counts: number[]; ans?: number[][] };

/**
 * 001 §11-1: a decision point recorded while a long turn is watched for loops (rules/loops.ts): the canonical hash of
 * the state there (every card in every area, the procedure's position, the decision), who decided, whether that
 * decision offered an alternative (more than one possible answer) and the answer given, as option ids.
 */
export interface LoopMark {
  h: string;
  p: PlayerId;
  alt: boolean;
  ans: string[] | null;
}

/** 001 §11-1-1: a loop found: its start state's hash, its loop action (one cycle) and the players who can stop it. */
export interface LoopFound {
  h: string;
  action: LoopMark[];
  /** Turn player first (001 §11-1-1-3). */
  stoppers: PlayerId[];
  /** The decision (and its rule step) the loop was found at, put back when the loop has been run. */
  resume: OptcgDecision;
  resumeRule: RuleStep | null;
}

/** 001 §11-1-1-2: player `p` may not give answer `ans` at a decision point of hash `h` (it restarts a loop). */
export interface LoopBan {
  h: string;
  p: PlayerId;
  ans: string[];
}

/** The loop watch of one long turn (001 §11-1; rules/loops.ts). Plain data; replaced, never mutated in place, by clone. */
export interface LoopWatch {
  turn: number;
  marks: LoopMark[];
  bans: LoopBan[];
  /**
   * The pending decision as the engine built it, when a banned answer was taken out of the one shown (g.decision):
   * `map` gives, for each shown option, its index in `orig`.
   */
  shown: { orig: OptcgDecision; map: number[] } | null;
}

export type RuleStepKind = RuleStep['k'];
export type RuleStepOf<K extends RuleStepKind> = Extract<RuleStep, { k: K }>;

/**
 * Where a phase is (001 §5-2, §6): setup goes 'start' → 'choosing' → 'opening-hands' → 'mulligan-first' →
 * 'mulligan-second' → 'set-life'; the Refresh Phase 'start' → 'untap'; the End Phase 'start' →
 * 'end-of-opponents-turn' → 'expire'.
 */
export type PhaseStep =
  | 'start'
  | 'choosing'
  | 'opening-hands'
  | 'mulligan-first'
  | 'mulligan-second'
  | 'set-life'
  | 'untap'
  | 'end-of-opponents-turn'
  | 'expire';

export type Phase = 'setup' | 'refresh' | 'draw' | 'don' | 'main' | 'end' | 'over';

export interface OptcgState {
  v: 1;
  rng: RngState;
  /** Card number of each physical card (constant for the game; shared by clones). */
  code: string[];
  /** Owner of each physical card (constant; shared by clones). */
  owner: PlayerId[];
  /** Instance counter per card, bumped when it leaves the Character/Stage area (001 §3-1-6). */
  inst: number[];
  zone: number[];
  rested: number[];
  /** DON!! given to this card (001 §6-5-5-1). */
  don: number[];
  /** 1: a Life card an effect placed face up (001 §3-10-2-1: open to both players); 0 otherwise. */
  faceUp: number[];
  /** Turn the card was played onto the field (001 §3-7-4). */
  played: number[];
  /** Turn a [Once Per Turn] ability of this card instance last resolved (001 §10-2-13). */
  opt: number[];
  players: [PlayerState, PlayerState];
  turn: number;
  turnPlayer: PlayerId;
  /**
   * Players owed an extra turn, in the order they take them ("take an extra turn after this one", OP05-119; 001
   * §1-3-1: the card's text wins over 001 §6-6-1-4). When a turn ends the first one here takes the next turn; the turn
   * after an extra turn goes to the opponent as usual.
   */
  extraTurns: PlayerId[];
  firstPlayer: PlayerId;
  phase: Phase;
  /** Progress inside the current phase (setup questions, End Phase timings). */
  phaseStep: PhaseStep;
  chooser: PlayerId;
  battle: Battle | null;
  mods: Mod[];
  queue: Pending[];
  batch: number;
  task: Task | null;
  /** Tasks suspended under a nested one (a [Trigger] paused during damage, 001 §8-6-2-1). */
  tasks: Task[];
  /** Cards in no area (a revealed [Trigger] Life card while its ability resolves). */
  limbo: number[];
  decision: OptcgDecision | null;
  /** The rule decision waiting for its answer (null when the decision, if any, is a Task's). */
  rule: RuleStep | null;
  result: GameResult | null;
  /** Undrained log events (not part of the state: serialize leaves them out). */
  events: OptcgEvent[];
  policy: OptcgPolicy;
  /** config.askAlways: ask even when only one action is legal (tests, teaching, AI training). */
  askAlways: boolean;
  /** Count of decisions answered (for loop detection and stats). */
  steps: number;
  /** `steps` when the current turn began (001 §11-1 loop guard). */
  turnStart: number;
  /** 001 §11-1: the loop watch of the current turn once it is long (rules/loops.ts); null otherwise. */
  loop: LoopWatch | null;
}
