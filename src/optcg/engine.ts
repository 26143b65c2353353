/**
 * The ONE PIECE CARD GAME as a kernel Game (src/core/game.ts). The engine runs until a player
 * must decide; the decision is stored in state, so `decision` is O(1).
 */
import { copyDecision, RuleError, type Answer, type Decision, type PlayerId } from '../core/decision.ts';
import { answerStep, type StepHost } from '../core/resume.ts';
import {
  parseStateText,
  StateError,
  type Game,
  type GameEvent,
  type GameResult,
  type RespondResult,
} from '../core/game.ts';
import './cards/index.ts';
import { runTask, startNextPending } from './rules/abilities.ts';
import { battleAdvance } from './rules/battle.ts';
import { concede, ruleProcessing } from './rules/defeat.ts';
import { offerMain } from './rules/main-phase.ts';
import { drawByLoop, LOOP_WATCH_FROM, respondWatched, watchLoops } from './rules/loops.ts';
import { runRuleStep } from './rules/rule-steps.ts';
import { newState, setupAdvance } from './rules/setup.ts';
import type { OptcgDecision } from './decisions.ts';
import { donPhase, drawPhase, endPhase, refreshPhase } from './rules/turn.ts';
import type { LoopWatch, OptcgConfig, OptcgState, RuleStep, Task } from './types.ts';
import { eventFor, publicEventFor } from './view/events.ts';
import { publicView, view, type OptcgView, type PublicOptcgView } from './view/view.ts';

/**
 * 001 §11-1-1-1: abilities that keep resolving without anyone being asked anything are a loop nobody can stop
 * (mandatory abilities triggering each other). No finite sequence of the pool comes near this many.
 */
export const RUNAWAY_LIMIT = 20_000;

/** Run until a player must decide or the game is over. */
export function advance(g: OptcgState): void {
  let work = 0;
  for (;;) {
    if (ruleProcessing(g)) return; // 001 §9-1-2: rule processing interrupts first
    if (g.decision !== null) return;
    if (g.task !== null) {
      if (++work > RUNAWAY_LIMIT) return drawByLoop(g);
      runTask(g);
      continue;
    }
    // 001 §8-6-2: auto abilities met during damage processing wait until it has finished.
    const b = g.battle;
    if (g.queue.length > 0 && !(b !== null && b.step === 'damage' && b.dmgLeft > 0)) {
      if (++work > RUNAWAY_LIMIT) return drawByLoop(g);
      startNextPending(g);
      continue;
    }
    switch (g.phase) {
      case 'setup':
        setupAdvance(g);
        break;
      case 'refresh':
        refreshPhase(g);
        break;
      case 'draw':
        drawPhase(g);
        break;
      case 'don':
        donPhase(g);
        break;
      case 'main':
        if (b !== null) battleAdvance(g);
        else offerMain(g);
        break;
      case 'end':
        endPhase(g);
        break;
      case 'over':
        return;
    }
  }
}

/**
 * 001 §11-1: loops are found by their state coming back (rules/loops.ts). A loop whose state never comes back
 * exactly (one that shuffles a deck each cycle) is still stopped here: a turn past LOOP_LIMIT decisions is treated
 * as a loop nobody stops and the game is a draw (001 §11-1-1-1). No block-1 card can build a loop at all (see
 * test/optcg/rules/loops.test.ts), so this is a backstop.
 */
export const LOOP_LIMIT = 5000;

function advanceOrLoop(g: OptcgState): void {
  if (g.steps - g.turnStart > LOOP_LIMIT && g.result === null) return drawByLoop(g);
  advance(g);
}

/**
 * ARCHITECTURE §3 through the kernel's answerStep (src/core/resume.ts): check the answer's shape, record it on the
 * unit that asked (a rule step, or the resolving ability's Task), run that unit, then go on. A refused answer
 * changes nothing. A turn that has become long is watched for infinite loops (001 §11-1, rules/loops.ts).
 */
export function respond(g: OptcgState, player: PlayerId, answer: Answer): RespondResult {
  if (g.loop !== null) return respondWatched(g, player, answer);
  const r = respondRaw(g, player, answer);
  // The cheap pre-check: only a long turn is hashed.
  if (g.steps - g.turnStart >= LOOP_WATCH_FROM && r.ok && g.decision !== null) watchLoops(g);
  return r;
}

/** Answer without the loop watch (the watch's own replays of a loop action use it). */
export function respondRaw(g: OptcgState, player: PlayerId, answer: Answer): RespondResult {
  const d = g.decision;
  if (d === null)
    return {
      ok: false,
      error: new RuleError('GAME_OVER', '001 §1-2-1', 'the game is over: there is no decision to answer'),
    };
  return answerStep<OptcgDecision>(new Answering(g, g.rule, answer, d), g.rule ?? g.task!, d, player, answer);
}

/** How an answer reaches the unit that asked (a class, so answering makes no closures). */
class Answering implements StepHost<OptcgDecision> {
  constructor(
    private readonly g: OptcgState,
    private readonly rule: RuleStep | null,
    private readonly answer: Answer,
    private readonly d: OptcgDecision,
  ) {}

  setPending(x: OptcgDecision | null): void {
    this.g.decision = x;
    if (x !== null) this.g.rule = this.rule;
  }

  hasPending(): boolean {
    return this.g.decision !== null;
  }

  /** A rule step applies its recorded answer; a Task re-runs its step with the answers so far. */
  rerun(): void {
    this.g.steps++;
    if (this.rule !== null) runRuleStep(this.g, this.rule, this.answer, this.d);
    else runTask(this.g);
  }

  proceed(): void {
    advanceOrLoop(this.g);
  }
}

function cloneTask(t: Task): Task {
  const c: Task = {
    p: t.p,
    src: t.src,
    inst: t.inst,
    code: t.code,
    ab: t.ab,
    step: t.step,
    ans: t.ans.slice(),
    vars: { ...t.vars },
  };
  if (t.lifeCard !== undefined) c.lifeCard = t.lifeCard;
  if (t.opt !== undefined) c.opt = t.opt;
  if (t.ended !== undefined) c.ended = t.ended;
  return c;
}

/** A rule step's copy: its answers list is the only thing in it that changes (a found loop is never changed). */
function cloneRule(r: RuleStep): RuleStep {
  return r.ans ? { ...r, ans: r.ans.map((a) => a.slice()) } : { ...r };
}

/** The loop watch's copy: marks and bans are replaced, never changed, so copying the lists is enough. */
function cloneLoop(w: LoopWatch): LoopWatch {
  return { turn: w.turn, marks: w.marks.slice(), bans: w.bans.slice(), shown: w.shown };
}

/**
 * Hand-written copy. Immutable parts are shared: card numbers and owners (constant for the
 * game), the stored decision, continuous effects, queue entries and events (never mutated
 * after creation); answer lists inside a task are never mutated either.
 */
export function clone(g: OptcgState): OptcgState {
  const p0 = g.players[0],
    p1 = g.players[1];
  return {
    v: 1,
    rng: [g.rng[0], g.rng[1], g.rng[2], g.rng[3]],
    code: g.code,
    owner: g.owner,
    inst: g.inst.slice(),
    zone: g.zone.slice(),
    rested: g.rested.slice(),
    don: g.don.slice(),
    faceUp: g.faceUp.slice(),
    played: g.played.slice(),
    opt: g.opt.slice(),
    players: [
      {
        leader: p0.leader,
        deck: p0.deck.slice(),
        hand: p0.hand.slice(),
        trash: p0.trash.slice(),
        life: p0.life.slice(),
        chars: p0.chars.slice(),
        stage: p0.stage,
        donDeck: p0.donDeck,
        donActive: p0.donActive,
        donRested: p0.donRested,
        lostByDamage: p0.lostByDamage,
      },
      {
        leader: p1.leader,
        deck: p1.deck.slice(),
        hand: p1.hand.slice(),
        trash: p1.trash.slice(),
        life: p1.life.slice(),
        chars: p1.chars.slice(),
        stage: p1.stage,
        donDeck: p1.donDeck,
        donActive: p1.donActive,
        donRested: p1.donRested,
        lostByDamage: p1.lostByDamage,
      },
    ],
    turn: g.turn,
    turnPlayer: g.turnPlayer,
    extraTurns: g.extraTurns.slice(),
    firstPlayer: g.firstPlayer,
    phase: g.phase,
    phaseStep: g.phaseStep,
    chooser: g.chooser,
    battle: g.battle === null ? null : { ...g.battle },
    mods: g.mods.slice(),
    queue: g.queue.slice(),
    batch: g.batch,
    task: g.task === null ? null : cloneTask(g.task),
    tasks: g.tasks.map(cloneTask),
    limbo: g.limbo.slice(),
    decision: g.decision,
    rule: g.rule === null ? null : cloneRule(g.rule),
    result: g.result,
    events: g.events.slice(),
    policy: g.policy,
    askAlways: g.askAlways,
    steps: g.steps,
    turnStart: g.turnStart,
    loop: g.loop === null ? null : cloneLoop(g.loop),
  };
}

export function serialize(g: OptcgState): string {
  const events = g.events;
  g.events = [];
  const s = JSON.stringify(g);
  g.events = events;
  return s;
}

/** The fields of a serialized OptcgState and their JSON kinds (a wrong shape is refused by deserialize). */
const STATE_FIELDS = {
  rng: 'array',
  code: 'array',
  owner: 'array',
  inst: 'array',
  zone: 'array',
  rested: 'array',
  don: 'array',
  faceUp: 'array',
  played: 'array',
  opt: 'array',
  players: 'array',
  turn: 'number',
  turnPlayer: 'number',
  extraTurns: 'array',
  firstPlayer: 'number',
  phase: 'string',
  phaseStep: 'string',
  chooser: 'number',
  battle: 'any',
  mods: 'array',
  queue: 'array',
  batch: 'number',
  task: 'any',
  tasks: 'array',
  limbo: 'array',
  decision: 'any',
  rule: 'any',
  result: 'any',
  policy: 'object',
  askAlways: 'any',
  steps: 'number',
  turnStart: 'number',
  loop: 'any',
} as const;

export function deserialize(text: string): OptcgState {
  const raw = parseStateText(text, 'optcg', 1, STATE_FIELDS);
  const players = raw['players'] as unknown[];
  if (
    players.length !== 2 ||
    !players.every((p) => typeof p === 'object' && p !== null && Array.isArray((p as Record<string, unknown>)['deck']))
  ) {
    throw new StateError('optcg state: field "players" must be two players');
  }
  const g = raw as unknown as OptcgState;
  g.events = [];
  return g;
}

/** 001 §1-2-3: a player may concede at any time, even when the decision is not theirs; the opponent wins. */
export function surrender(g: OptcgState, player: PlayerId): RespondResult {
  if (g.result !== null) return { ok: false, error: new RuleError('GAME_OVER', '001 §1-2-1', 'the game is over') };
  concede(g, player);
  return { ok: true };
}

export function createGame(config: OptcgConfig, seed: number | string): OptcgState {
  const g = newState(config, seed);
  advance(g);
  return g;
}

export const optcgGame: Game<OptcgState, OptcgConfig, OptcgView, PublicOptcgView> = {
  id: 'optcg',
  create: createGame,
  // A copy: a caller cannot change the game through it (the stored decision is shared by clones).
  decision: (g: OptcgState): Decision | null => (g.decision === null ? null : copyDecision(g.decision)),
  storedDecision: (g: OptcgState): Decision | null => g.decision,
  respond,
  surrender,
  result: (g: OptcgState): GameResult | null => g.result,
  view(g: OptcgState, player: PlayerId): OptcgView {
    const v = view(g, player);
    // The view is built fresh except for the stored result: hand out a copy.
    if (v.result) v.result = { ...v.result };
    return v;
  },
  publicView(g: OptcgState): PublicOptcgView {
    const v = publicView(g);
    if (v.result) v.result = { ...v.result };
    return v;
  },
  drainEvents(g: OptcgState): GameEvent[] {
    const e = g.events;
    g.events = [];
    return e;
  },
  eventFor,
  publicEventFor,
  clone,
  serialize,
  deserialize,
  turn: (g: OptcgState): number => g.turn,
};
