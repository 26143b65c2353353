/** The Yu-Gi-Oh! OCG duel as the kernel's Game (ARCHITECTURE §1). */
import type { Decision, PlayerId } from '../core/decision.ts';
import type { Game, GameEvent, GameResult, RespondResult } from '../core/game.ts';
import './cards/index.ts';
import { cloneDuel } from './clone.ts';
import { respond as engineRespond, run } from './rules/engine.ts';
import { createDuel } from './rules/setup.ts';
import type { DuelConfig, DuelState } from './state.ts';
import type { YgoDecision } from './decisions.ts';
import { eventFor, publicDuelView, publicEventFor, viewDuel, type DuelView, type PublicDuelView } from './view.ts';
import { copyDecision, RuleError } from '../core/decision.ts';
import { parseStateText, StateError } from '../core/game.ts';

/** The fields of a serialized DuelState and their JSON kinds (a wrong shape is refused by deserialize). */
const DUEL_FIELDS = {
  config: 'object',
  rules: 'object',
  phaseChoice: 'any',
  rng: 'array',
  cards: 'array',
  players: 'array',
  emz: 'array',
  turn: 'number',
  turnPlayer: 'number',
  firstPlayer: 'number',
  phase: 'string',
  battleStep: 'any',
  battle: 'any',
  hadBattle: 'any',
  phaseGroup: 'number',
  chain: 'array',
  resolvedCards: 'array',
  tasks: 'array',
  pending: 'any',
  lingering: 'array',
  oncePerTurn: 'array',
  spellActivations: 'array',
  locks: 'array',
  skippedPhases: 'array',
  delayed: 'array',
  raised: 'array',
  recent: 'array',
  group: 'number',
  nextStamp: 'number',
  result: 'any',
  doomed: 'array',
  summoning: 'array',
  resolving: 'any',
  runLogged: 'number',
  runSkip: 'number',
  runStamp: 'number',
  nextAlias: 'number',
} as const;
import { loseDuel } from './rules/win.ts';
import { checkDuelCards, checkSkippedPhases } from './state-check.ts';

/** The pending decision as the duel stores it (null once the duel is over); `decision` hands out a copy. */
export function storedDecision(state: DuelState): YgoDecision | null {
  return state.result || state.pending === null ? null : state.pending;
}

export const ygoGame: Game<DuelState, DuelConfig, DuelView, PublicDuelView> = {
  id: 'ygo',
  create(config: DuelConfig, seed: number | string): DuelState {
    const duel = createDuel(config, seed);
    run(duel);
    return duel;
  },
  decision(state: DuelState): Decision | null {
    // A copy: a caller cannot change the duel through it (the stored decision is shared by clones).
    const d = storedDecision(state);
    return d === null ? null : copyDecision(d);
  },
  storedDecision,
  respond(state: DuelState, player: PlayerId, answer: readonly number[]): RespondResult {
    if (state.result) return { ok: false, error: new RuleError('DUEL_OVER', state.result.rule, 'the duel is over') };
    return engineRespond(state, player, answer);
  },
  surrender(state: DuelState, player: PlayerId): RespondResult {
    if (state.result) return { ok: false, error: new RuleError('DUEL_OVER', state.result.rule, 'the duel is over') };
    // 003 §3.1.4: a player may surrender at any time; the opponent wins.
    loseDuel(state, player, 'surrender', '003 §3.1.4');
    return { ok: true };
  },
  result(state: DuelState): GameResult | null {
    return state.result;
  },
  view(state: DuelState, player: PlayerId): DuelView {
    const v = viewDuel(state, player);
    // The view is built fresh except for the stored decision and result: hand out copies of both.
    if (v.decision) v.decision = copyDecision(v.decision);
    if (v.result) v.result = { ...v.result };
    return v;
  },
  publicView(state: DuelState): PublicDuelView {
    const v = publicDuelView(state);
    if (v.result) v.result = { ...v.result };
    return v;
  },
  drainEvents(state: DuelState): GameEvent[] {
    const evs = state.events;
    state.events = [];
    return evs;
  },
  eventFor,
  publicEventFor,
  clone: cloneDuel,
  /** The duel without its undrained events: the state is the game, not the log (as ONE PIECE and the kernel's contract). */
  serialize(state: DuelState): string {
    const events = state.events;
    state.events = [];
    const text = JSON.stringify(state);
    state.events = events;
    return text;
  },
  deserialize(text: string): DuelState {
    const raw = parseStateText(text, 'ygo', 1, DUEL_FIELDS);
    const players = raw['players'] as unknown[];
    if (
      players.length !== 2 ||
      !players.every(
        (p) => typeof p === 'object' && p !== null && Array.isArray((p as Record<string, unknown>)['deck']),
      )
    ) {
      throw new StateError('ygo state: field "players" must be two players');
    }
    const duel = raw as unknown as DuelState;
    if (!Array.isArray(duel.cards)) throw new StateError('ygo state: field "cards" must be an array');
    // Issue 11 item 24: known cards, each in exactly the one place its record names.
    checkDuelCards(duel);
    checkSkippedPhases(duel);
    duel.events = [];
    return duel;
  },
  turn(state: DuelState): number {
    return state.turn;
  },
};
