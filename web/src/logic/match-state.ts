/**
 * The client's picture of one match, built only from what the server sends (the server is authoritative): the last
 * update's view, decision and `seq`, the log of events in words, and the battle the events describe.
 */
import type { Decision, DecisionSummary, PlayerId } from '../../../src/core/decision.ts';
import type { GameResult } from '../../../src/core/game.ts';
import type { ClockState, ProtocolErrorCode, SeatSpec, ServerMessage } from '../../../src/server/protocol.ts';
import {
  NO_BATTLE_NOTES,
  trackOptcgAttack,
  trackOptcgBattle,
  trackYgoAttack,
  type AttackArrow,
  type OptcgBattleNotes,
} from './battle.ts';
import { appendLines, logLines, type LogLine } from './events-log.ts';
import { learnOptcgNames, learnYgoNames, type CardNames } from './names.ts';
import { players } from './players.ts';
import type { OptcgSeenView, SeenView, YgoSeenView } from './views.ts';

/** The log keeps this many lines (a long game's first lines scroll away). */
export const LOG_LIMIT = 400;

export interface MatchError {
  code: ProtocolErrorCode | 'SOCKET';
  message: string;
  rule?: string;
}

export interface MatchState {
  matchId: string | null;
  game: string | null;
  rules: string | null;
  /** null: spectating. */
  seat: PlayerId | null;
  seats: [SeatSpec, SeatSpec] | null;
  /** The `seq` of the last update: a `respond` names it. */
  seq: number;
  view: SeenView | null;
  decision: Decision | null;
  waiting: DecisionSummary | null;
  result: GameResult | null;
  clock: ClockState | null;
  /** When the clock state arrived (ms, the caller's clock): the running clock counts down from then. */
  clockAt: number;
  log: LogLine[];
  attack: AttackArrow | null;
  battleNotes: OptcgBattleNotes;
  /** Card names seen so far, for the log (a cache: shared, only ever grows). */
  names: CardNames;
  error: MatchError | null;
  /** The rematch's match id, once the server created it. */
  rematch: string | null;
}

export function initialMatchState(): MatchState {
  return {
    matchId: null,
    game: null,
    rules: null,
    seat: null,
    seats: null,
    seq: 0,
    view: null,
    decision: null,
    waiting: null,
    result: null,
    clock: null,
    clockAt: 0,
    log: [],
    attack: null,
    battleNotes: NO_BATTLE_NOTES,
    names: new Map(),
    error: null,
    rematch: null,
  };
}

/** The state after one server message, received at `now` (ms). Never mutates `s` (except the name cache). */
export function applyServerMessage(s: MatchState, m: ServerMessage, now = 0): MatchState {
  switch (m.t) {
    case 'welcome':
      return s;
    case 'joined': {
      // Joining another match (a rematch, a new game) starts a fresh picture; a reconnect to the same one keeps it.
      const base = m.matchId === s.matchId ? s : { ...initialMatchState(), names: s.names };
      return { ...base, matchId: m.matchId, game: m.game, rules: m.rules, seat: m.seat, seats: m.seats, error: null };
    }
    case 'update': {
      if (m.matchId !== s.matchId || s.game === null) return s;
      const game = s.game;
      if (game === 'ygo') learnYgoNames(s.names, m.view as YgoSeenView);
      else if (game === 'optcg') learnOptcgNames(s.names, m.view as OptcgSeenView);
      const lines = logLines(game, m.events, s.names, players(s.seat), (s.log.at(-1)?.key ?? 0) + 1);
      const log = lines.length ? appendLines(s.log, lines).slice(-LOG_LIMIT) : s.log;
      return {
        ...s,
        seq: m.seq,
        view: m.view as SeenView,
        decision: m.decision,
        waiting: m.waiting,
        result: m.result,
        clock: m.clock ?? null,
        clockAt: now,
        log,
        attack: game === 'ygo' ? trackYgoAttack(s.attack, m.events) : trackOptcgAttack(s.attack, m.events),
        battleNotes: game === 'optcg' ? trackOptcgBattle(s.battleNotes, m.events) : NO_BATTLE_NOTES,
        error: null,
      };
    }
    case 'rematch':
      return m.matchId === s.matchId ? { ...s, rematch: m.newMatchId } : s;
    case 'error': {
      const error: MatchError = { code: m.code, message: m.message };
      if (m.rule !== undefined) error.rule = m.rule;
      return { ...s, error };
    }
  }
}
