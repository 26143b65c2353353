/**
 * The match protocol (issue 10): JSON messages over one WebSocket, between the match server (src/server/) and any
 * client (the browser client in web/ imports these types; a program in any language can speak it too).
 *
 * The server is authoritative: the engine runs only there. A client sends one `ClientMessage` per WebSocket text
 * frame; the server answers with `ServerMessage`s. Every refused message gets one `error` message and changes
 * nothing. Every message that concerns a match names it (`matchId`).
 *
 * Hidden information (ARCHITECTURE §4): an `update` to a seat carries that seat's view (Game.view), the events as that
 * seat may see them (Game.eventFor) since its previous update, and the pending decision only when it is that seat's;
 * a spectator's `update` carries the public view and public events (no hand, no face-down card, no deck order).
 *
 * Sequence numbers: each match counts its updates (`seq`, from 1). A `respond` names the `seq` of the update whose
 * decision it answers; an answer to any other `seq` (a duplicate, a stale tab) is refused with `STALE`, so an answer is
 * never applied twice.
 */
import { z } from 'zod';
import type { Decision, DecisionSummary, PlayerId } from '../core/decision.ts';
import type { GameEvent, GameResult } from '../core/game.ts';

export const MATCH_PROTOCOL = 'arbiter-match';
export const MATCH_PROTOCOL_VERSION = 1;

/**
 * The largest text frame the server reads. A bigger one gets one TOO_LARGE error and the socket is closed (1009);
 * one over four times this is cut by the WebSocket layer itself (1009, no error message).
 */
export const MAX_MESSAGE_BYTES = 256 * 1024;

const matchId = z.string().min(1).max(64);
const seat = z.union([z.literal(0), z.literal(1)]);

/** A deck: a bundled deck's name, or a deck list's text (`.ydk`, a `ydke://` URL, a ONE PIECE deck list). */
export const deckSpec = z.union([
  z.strictObject({ bundled: z.string().min(1).max(100) }),
  z.strictObject({
    text: z
      .string()
      .min(1)
      .max(64 * 1024),
  }),
]);
export type DeckSpec = z.infer<typeof deckSpec>;

/** Who plays a seat: a person (over a socket) or one of the game's agents (`random`, `heuristic`, `search:200ms`). */
export const seatSpec = z.union([
  z.strictObject({ kind: z.literal('human') }),
  z.strictObject({ kind: z.literal('ai'), agent: z.string().min(1).max(50) }),
]);
export type SeatSpec = z.infer<typeof seatSpec>;

/** A chess clock: each player's time for the whole match, plus an increment per answered decision. */
export const clockSpec = z.strictObject({
  initialMs: z
    .number()
    .int()
    .min(1000)
    .max(24 * 3600 * 1000),
  incrementMs: z
    .number()
    .int()
    .min(0)
    .max(3600 * 1000)
    .default(0),
});
export type ClockSpec = z.infer<typeof clockSpec>;

/** Every message a client may send, one schema each; unknown fields are refused. */
export const clientMessageSchemas = {
  /** Create a match; the creator takes the first human seat (if any) and gets its reconnect token. */
  create: z.strictObject({
    t: z.literal('create'),
    game: z.string().min(1).max(20),
    rules: z.string().max(50).optional(),
    decks: z.tuple([deckSpec, deckSpec]),
    seats: z.tuple([seatSpec, seatSpec]),
    clock: clockSpec.optional(),
    /** For reproducible matches; the server picks one when absent. */
    seed: z.union([z.string().max(200), z.number().int()]).optional(),
  }),
  /** Take the free human seat of a match (the link a creator shares names the match). */
  join: z.strictObject({ t: z.literal('join'), matchId, seat: seat.optional() }),
  /** Watch a match: public view only. */
  spectate: z.strictObject({ t: z.literal('spectate'), matchId }),
  /** Take one's seat back with the token from `joined`; the token is single-use and a new one comes back. */
  reconnect: z.strictObject({ t: z.literal('reconnect'), matchId, token: z.string().min(1).max(200) }),
  /** Answer the pending decision of update `seq` with option indices. */
  respond: z.strictObject({
    t: z.literal('respond'),
    matchId,
    seq: z.number().int().min(1),
    answer: z.array(z.number().int()).max(1000),
  }),
  /** Concede (003 §3.1.4, 001 §1-2-3). */
  concede: z.strictObject({ t: z.literal('concede'), matchId }),
  /** Ask for a new match with the same settings once this one is over; both human seats must ask. */
  rematch: z.strictObject({ t: z.literal('rematch'), matchId }),
} as const;

export const clientMessage = z.discriminatedUnion('t', [
  clientMessageSchemas.create,
  clientMessageSchemas.join,
  clientMessageSchemas.spectate,
  clientMessageSchemas.reconnect,
  clientMessageSchemas.respond,
  clientMessageSchemas.concede,
  clientMessageSchemas.rematch,
]);
export type ClientMessage = z.infer<typeof clientMessage>;

/** The codes of `error` messages. */
export type ProtocolErrorCode =
  | 'BAD_JSON' // not JSON
  | 'BAD_MESSAGE' // JSON, but not a message of this protocol (the message says which field)
  | 'TOO_LARGE' // over MAX_MESSAGE_BYTES
  | 'FLOOD' // too many messages too fast (a per-socket limit: by default 60 at once, 30 a second)
  | 'UNKNOWN_MATCH'
  | 'BAD_DECK' // a deck that cannot be read or is not legal (the message holds the deck-check lines)
  | 'BAD_CONFIG' // an unknown game, rule set or agent
  | 'SEAT_TAKEN'
  | 'NOT_SEATED' // the socket has no seat in this match
  | 'BAD_TOKEN'
  | 'STALE' // `seq` is not the update whose decision is pending
  | 'NOT_YOUR_DECISION'
  | 'ILLEGAL' // the game refused the answer (a RuleError: `rule` names the rule)
  | 'MATCH_OVER'
  | 'INTERNAL'; // the match failed inside the engine; other matches are not affected

/** A seat's clock: milliseconds left, and whether it is running now. */
export interface ClockState {
  remainingMs: [number, number];
  running: PlayerId | null;
}

/** What the server sends. `View` is the game's view type (DuelView for Yu-Gi-Oh!, OptcgView for ONE PIECE). */
export type ServerMessage<View = unknown> =
  | { t: 'welcome'; protocol: typeof MATCH_PROTOCOL; version: number }
  | {
      t: 'joined';
      matchId: string;
      game: string;
      rules: string | null;
      /** null for a spectator. */
      seat: PlayerId | null;
      /** The single-use reconnect token (seats only). */
      token?: string;
      seats: [SeatSpec, SeatSpec];
    }
  | {
      t: 'update';
      matchId: string;
      seq: number;
      /** The seat's whole view (a spectator's: the public view). */
      view: View;
      /** Events since this socket's previous update, as this seat may see them. */
      events: GameEvent[];
      /** The pending decision, only when it is this seat's. */
      decision: Decision | null;
      /** Who must decide now (and what kind of decision), for everyone. */
      waiting: DecisionSummary | null;
      result: GameResult | null;
      clock?: ClockState;
    }
  | { t: 'rematch'; matchId: string; newMatchId: string }
  | { t: 'error'; code: ProtocolErrorCode; message: string; rule?: string; matchId?: string };

/** The messages of ServerMessage by name, for clients. */
export type WelcomeMessage = Extract<ServerMessage, { t: 'welcome' }>;
export type JoinedMessage = Extract<ServerMessage, { t: 'joined' }>;
export type UpdateMessage<View = unknown> = Extract<ServerMessage<View>, { t: 'update' }>;
export type RematchMessage = Extract<ServerMessage, { t: 'rematch' }>;
export type ErrorMessage = Extract<ServerMessage, { t: 'error' }>;
