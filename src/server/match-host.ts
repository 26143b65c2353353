/**
 * One match on the server (issue 10): the authoritative engine, its sequence number, its seats (a person over a
 * socket, or an AI agent) and spectators, its clock, and its record in the MatchStore.
 *
 * Every step (an answer or a surrender) advances `seq` by one and sends one `update` to every connected seat and
 * spectator: the seat's own view (Game.view) and the step's events as that seat may see them (Game.eventFor), the
 * pending decision only to the seat that must answer it, and the `waiting` summary to all (ARCHITECTURE §4). A
 * spectator gets the public view and events (Game.publicView, Game.publicEventFor), optionally delayed.
 *
 * An exception inside the engine (or an agent) marks this match failed (INTERNAL) and nothing else: the server and
 * its other matches go on.
 */
import { makeAgent, parseAgentSpec } from '../core/agent-spec.ts';
import type { Agent } from '../core/agents.ts';
import { decisionSummary, type Answer, type Decision, type PlayerId } from '../core/decision.ts';
import type { GameEvent, GameResult, RespondResult } from '../core/game.ts';
import type { AnyGameModule } from '../core/module.ts';
import { ReplayRecorder, type Replay, type ReplayStep } from '../core/replay.ts';
import { ChessClock } from './clock.ts';
import type { ClockSpec, ProtocolErrorCode, SeatSpec, ServerMessage } from './protocol.ts';
import type { LiveMatchRecord, MatchStore } from './store.ts';
import { newToken, tokenHash, tokenMatches } from './tokens.ts';

/** A connected client as a match sees it: where to send its messages. */
export interface Peer {
  readonly id: number;
  send(message: ServerMessage): void;
}

/** A refusal of a client's message: one `error` message, and nothing changed. */
export class MatchError extends Error {
  override name = 'MatchError';
  constructor(
    readonly code: ProtocolErrorCode,
    message: string,
    readonly rule?: string,
  ) {
    super(message);
  }
}

/** How a match ended when the engine's own result does not say it: the server forfeited a seat. */
type Forfeit = 'timeout' | 'abandoned';

export interface MatchHostOptions {
  store: MatchStore;
  /** How long a seat that lost its connection may be away before it loses the match. */
  reconnectLimitMs: number;
  /** Spectators see every update this much later (0: at once). */
  spectatorDelayMs: number;
  log: (line: string) => void;
  /** Both human seats asked for a rematch (or the one human seat, against an AI). */
  onRematch: (host: MatchHost) => void;
  /** The match ended (finished or failed) and was handed to the store. */
  onEnded?: (host: MatchHost) => void;
}

/** What a match is made of: enough to start it, resume it, and start its rematch. */
export interface MatchSetup {
  id: string;
  mod: AnyGameModule;
  rules: string | null;
  config: unknown;
  seed: string;
  seats: [SeatSpec, SeatSpec];
  clock: ClockSpec | null;
}

interface Seat {
  spec: SeatSpec;
  agent: Agent | null;
  /** SHA-256 of the seat's current reconnect token; null while no one has taken the seat. */
  tokenHash: string | null;
  peer: Peer | null;
  /** Runs while a taken seat has no connection; when it fires the seat loses. */
  absence: ReturnType<typeof setTimeout> | undefined;
  wantsRematch: boolean;
}

export class MatchHost {
  readonly id: string;
  readonly setup: MatchSetup;
  private readonly state: unknown;
  private readonly seats: [Seat, Seat];
  private readonly spectators = new Set<Peer>();
  private readonly recorder: ReplayRecorder;
  private readonly clock: ChessClock | null;
  private seq = 1;
  private steps = 0;
  private forfeit: Forfeit | null = null;
  private failed = false;
  private ended = false;
  private aiScheduled = false;
  private closed = false;
  /** Store writes of this match, in order (each waits for the one before). */
  private persisting: Promise<void> = Promise.resolve();

  private constructor(
    setup: MatchSetup,
    private readonly options: MatchHostOptions,
    remainingMs: [number, number] | null,
    tokenHashes: [string | null, string | null],
  ) {
    this.id = setup.id;
    this.setup = setup;
    const game = setup.mod.game;
    this.seats = [0, 1].map((p) => {
      const spec = setup.seats[p]!;
      return {
        spec,
        // agent-spec.ts: each AI seat has its own agent, seeded from the match's seed and the seat.
        agent: spec.kind === 'ai' ? makeAgent(setup.mod, parseAgentSpec(spec.agent), `${setup.seed}:seat${p}`) : null,
        tokenHash: tokenHashes[p]!,
        peer: null,
        absence: undefined,
        wantsRematch: false,
      };
    }) as [Seat, Seat];
    this.clock = setup.clock ? new ChessClock(setup.clock, remainingMs, (p) => this.lose(p, 'timeout')) : null;
    this.recorder = new ReplayRecorder(game.id, setup.config, setup.seed);
    this.state = game.create(setup.config, setup.seed);
    this.recorder.started(game.drainEvents(this.state));
  }

  /** A new match: stored as live, then started (an AI seat that must decide first moves at once). */
  static create(setup: MatchSetup, options: MatchHostOptions): MatchHost {
    const host = new MatchHost(setup, options, null, [null, null]);
    const record: LiveMatchRecord = {
      id: setup.id,
      game: setup.mod.game.id,
      rules: setup.rules,
      config: setup.config,
      seed: setup.seed,
      seats: setup.seats,
      clock: setup.clock,
      tokenHashes: [null, null],
      steps: [],
      remainingMs: host.clock ? host.clock.stored() : null,
      createdAt: new Date().toISOString(),
    };
    host.persist(() => options.store.createLiveMatch(record));
    host.proceed();
    return host;
  }

  /**
   * A live match from the store after a restart (ARCHITECTURE §7): the same config and seed, and every stored step
   * replayed, give the same game. Seats that had been taken wait for their players to reconnect with their tokens.
   * Throws when a stored step is refused (the store and the engine disagree).
   */
  static resume(record: LiveMatchRecord, mod: AnyGameModule, options: MatchHostOptions): MatchHost {
    const setup: MatchSetup = {
      id: record.id,
      mod,
      rules: record.rules,
      config: record.config,
      seed: record.seed,
      seats: record.seats,
      clock: record.clock,
    };
    const host = new MatchHost(setup, options, record.remainingMs, record.tokenHashes);
    const game = mod.game;
    record.steps.forEach((step, i) => {
      const res = step.surrender ? game.surrender(host.state, step.p) : game.respond(host.state, step.p, step.a);
      if (!res.ok) throw new Error(`match ${record.id}: stored step ${i} is refused: ${res.error.message}`);
      const events = game.drainEvents(host.state);
      if (step.surrender) host.recorder.surrendered(step.p, events);
      else host.recorder.step(step.p, step.a, events);
    });
    host.steps = record.steps.length;
    host.seq = record.steps.length + 1;
    for (const p of [0, 1] as const) if (host.seats[p].tokenHash !== null) host.startAbsence(p);
    host.proceed();
    return host;
  }

  /** The update number the next `respond` must name. */
  get currentSeq(): number {
    return this.seq;
  }

  /** Whether the match is over (finished, or failed in the engine). */
  get over(): boolean {
    return this.failed || this.ended;
  }

  /** The game's state, for tests that compare what a socket saw with the truth. */
  get gameState(): unknown {
    return this.state;
  }

  /** The match's result: the engine's, with the reason the server ended it (a time-out, an abandoned seat). */
  result(): GameResult | null {
    const r = this.setup.mod.game.result(this.state);
    if (r === null) return null;
    return this.forfeit ? { ...r, reason: this.forfeit } : r;
  }

  /** Take a free human seat (`seat`, or the first free one); the peer gets its token and a snapshot. */
  join(peer: Peer, seat: PlayerId | undefined): void {
    this.usable();
    const free = ([0, 1] as const).filter(
      (p) => this.seats[p].spec.kind === 'human' && this.seats[p].tokenHash === null,
    );
    const p = seat ?? free[0];
    if (p === undefined) throw new MatchError('SEAT_TAKEN', `match ${this.id} has no free seat`);
    if (this.seats[p].spec.kind !== 'human')
      throw new MatchError('SEAT_TAKEN', `seat ${p} of match ${this.id} is played by an AI agent`);
    if (!free.includes(p)) throw new MatchError('SEAT_TAKEN', `seat ${p} of match ${this.id} is taken`);
    this.seat(peer, p);
  }

  /** Take a seat back with its token; the token is spent and a new one comes back (with a full snapshot). */
  reconnect(peer: Peer, token: string): void {
    const p = ([0, 1] as const).find((q) => tokenMatches(token, this.seats[q].tokenHash));
    if (p === undefined) throw new MatchError('BAD_TOKEN', `this token holds no seat of match ${this.id}`);
    if (this.failed) throw new MatchError('INTERNAL', `match ${this.id} failed in the engine`);
    this.seat(peer, p);
  }

  /** Watch the match: the public view, delayed by the server's spectator delay. */
  spectate(peer: Peer): void {
    if (this.failed) throw new MatchError('INTERNAL', `match ${this.id} failed in the engine`);
    this.spectators.add(peer);
    this.toSpectator(peer, this.joined(null));
    this.toSpectator(peer, this.publicUpdate([]));
  }

  /** The peer's answer to the decision of update `seq`. */
  respond(peer: Peer, seq: number, answer: Answer): void {
    this.usable();
    const seats = this.seatsOf(peer);
    if (seats.length === 0) throw new MatchError('NOT_SEATED', `you have no seat in match ${this.id}`);
    if (seq !== this.seq)
      throw new MatchError(
        'STALE',
        `update ${seq} is not the latest (${this.seq}): its decision was answered already or was never yours`,
      );
    const game = this.setup.mod.game;
    const d = this.guard(() => game.decision(this.state));
    if (d === null) throw new MatchError('MATCH_OVER', `match ${this.id} is over`);
    if (!seats.includes(d.player))
      throw new MatchError('NOT_YOUR_DECISION', `player ${d.player} must decide now, not you`, d.rule);
    const res = this.guard(() => game.respond(this.state, d.player, answer));
    if (!res.ok) throw new MatchError('ILLEGAL', res.error.message, res.error.rule);
    this.clock?.stop(true);
    this.stepped({ p: d.player, a: answer.slice() });
  }

  /** The peer concedes (003 §3.1.4, 001 §1-2-3): allowed at any time, even when it is not their decision. */
  concede(peer: Peer): void {
    this.usable();
    const seats = this.seatsOf(peer);
    if (seats.length === 0) throw new MatchError('NOT_SEATED', `you have no seat in match ${this.id}`);
    const d = this.guard(() => this.setup.mod.game.decision(this.state));
    // A socket holding both seats (one person playing both) concedes for the seat that must decide.
    const p = d !== null && seats.includes(d.player) ? d.player : seats[0]!;
    this.surrender(p, null);
  }

  /** The peer asks for a rematch; once every human seat asked, the server starts it (seats swapped). */
  rematch(peer: Peer): void {
    if (this.failed) throw new MatchError('INTERNAL', `match ${this.id} failed in the engine`);
    const seats = this.seatsOf(peer);
    if (seats.length === 0) throw new MatchError('NOT_SEATED', `you have no seat in match ${this.id}`);
    if (!this.ended) throw new MatchError('BAD_MESSAGE', `match ${this.id} is not over: no rematch yet`);
    for (const p of seats) this.seats[p].wantsRematch = true;
    const humans = this.seats.filter((s) => s.spec.kind === 'human');
    if (humans.every((s) => s.wantsRematch)) {
      for (const s of humans) s.wantsRematch = false;
      this.options.onRematch(this);
    }
  }

  /** The peer holding `seat` now (for a rematch to seat it again). */
  peerAt(seat: PlayerId): Peer | null {
    return this.seats[seat].peer;
  }

  /** Every spectator (for a rematch to tell them where the next match is). */
  spectatorList(): Peer[] {
    return [...this.spectators];
  }

  /** Seat a peer in a match just created (the creator, or a rematch's players). */
  seatPeer(peer: Peer, seat: PlayerId): void {
    this.seat(peer, seat);
  }

  /** The connection closed: its seats wait for a reconnect (up to the limit), its spectating ends. */
  detach(peer: Peer): void {
    this.spectators.delete(peer);
    for (const p of [0, 1] as const) {
      const s = this.seats[p];
      if (s.peer !== peer) continue;
      s.peer = null;
      if (!this.over && s.tokenHash !== null) this.startAbsence(p);
    }
  }

  /** The server stops: timers end, the match stays live in the store (a restarted server resumes it). */
  close(): Promise<void> {
    this.closed = true;
    this.clock?.dispose();
    for (const s of this.seats) clearTimeout(s.absence);
    return this.persisting;
  }

  /** Every store write of this match so far is done. */
  flushed(): Promise<void> {
    return this.persisting;
  }

  // ---- internals ----

  private usable(): void {
    if (this.failed) throw new MatchError('INTERNAL', `match ${this.id} failed in the engine`);
    if (this.ended) throw new MatchError('MATCH_OVER', `match ${this.id} is over`);
  }

  private seatsOf(peer: Peer): PlayerId[] {
    return ([0, 1] as const).filter((p) => this.seats[p].peer === peer);
  }

  /** Give seat `p` to `peer` with a fresh token (the previous token, if any, is spent) and send a snapshot. */
  private seat(peer: Peer, p: PlayerId): void {
    const s = this.seats[p];
    const token = newToken();
    s.tokenHash = tokenHash(token);
    clearTimeout(s.absence);
    s.absence = undefined;
    // A second tab taking the seat back leaves the first one watching nothing.
    s.peer = peer;
    if (!this.over) {
      const hash = s.tokenHash;
      this.persist(() => this.options.store.setTokenHash(this.id, p, hash));
    }
    // Every human seat may now be taken: the clock may start, and the snapshot shows it.
    this.runClock();
    peer.send({ ...this.joined(p), token });
    peer.send(this.seatUpdate(p, []));
  }

  private joined(seat: PlayerId | null): Extract<ServerMessage, { t: 'joined' }> {
    return {
      t: 'joined',
      matchId: this.id,
      game: this.setup.mod.game.id,
      rules: this.setup.rules,
      seat,
      seats: [this.setup.seats[0], this.setup.seats[1]],
    };
  }

  /** The update for seat `p`: its view, its events, its decision (if it must decide), and who must decide. */
  private seatUpdate(p: PlayerId, events: readonly GameEvent[]): ServerMessage {
    const game = this.setup.mod.game;
    const d = this.failed ? null : game.decision(this.state);
    const seen: GameEvent[] = [];
    for (const e of events) {
      const v = game.eventFor(e, p);
      if (v !== null) seen.push(v);
    }
    return this.update(game.view(this.state, p), seen, d !== null && d.player === p ? d : null, d);
  }

  private publicUpdate(events: readonly GameEvent[]): ServerMessage {
    const game = this.setup.mod.game;
    const d = this.failed ? null : game.decision(this.state);
    const seen: GameEvent[] = [];
    for (const e of events) {
      const v = game.publicEventFor(e);
      if (v !== null) seen.push(v);
    }
    return this.update(game.publicView(this.state), seen, null, d);
  }

  private update(
    view: unknown,
    events: GameEvent[],
    decision: Decision | null,
    pending: Decision | null,
  ): ServerMessage {
    const u: ServerMessage = {
      t: 'update',
      matchId: this.id,
      seq: this.seq,
      view,
      events,
      decision,
      waiting: pending && decisionSummary(pending),
      result: this.result(),
    };
    if (this.clock) u.clock = this.clock.state();
    return u;
  }

  private toSpectator(peer: Peer, message: ServerMessage): void {
    const delay = this.options.spectatorDelayMs;
    if (delay <= 0) peer.send(message);
    else setTimeout(() => this.spectators.has(peer) && peer.send(message), delay).unref();
  }

  /** Send the step's events (and everyone's new view) to every seat and spectator. */
  private broadcast(events: readonly GameEvent[]): void {
    for (const p of [0, 1] as const) {
      const peer = this.seats[p].peer;
      if (peer) peer.send(this.seatUpdate(p, events));
    }
    if (this.spectators.size > 0) {
      const message = this.publicUpdate(events);
      for (const peer of this.spectators) this.toSpectator(peer, message);
    }
  }

  /** A step was applied to the state: record it, store it, tell everyone, then go on. */
  private stepped(step: ReplayStep): void {
    const game = this.setup.mod.game;
    const events = this.guard(() => game.drainEvents(this.state));
    if (step.surrender) this.recorder.surrendered(step.p, events);
    else this.recorder.step(step.p, step.a, events);
    const index = this.steps++;
    const remaining = this.clock ? this.clock.stored() : null;
    this.persist(() => this.options.store.appendStep(this.id, index, step, remaining));
    this.seq++;
    // The clock of the next decision starts before the update, so the update shows it running.
    this.runClock();
    this.guard(() => this.broadcast(events));
    this.proceed();
  }

  /** After a step: end the match, or let an AI seat move, or run the deciding player's clock. */
  private proceed(): void {
    if (this.failed || this.closed) return;
    const game = this.setup.mod.game;
    if (this.guard(() => game.result(this.state)) !== null) return this.finish();
    const d = this.guard(() => game.decision(this.state));
    if (d === null) return this.finish();
    if (this.seats[d.player].agent) {
      // setImmediate: one AI move per turn of the event loop, so a long AI-vs-AI match never holds up the others.
      if (!this.aiScheduled) {
        this.aiScheduled = true;
        setImmediate(() => this.aiMove());
      }
      return;
    }
    this.runClock();
  }

  private aiMove(): void {
    this.aiScheduled = false;
    if (this.over || this.closed) return;
    const game = this.setup.mod.game;
    try {
      const d = game.decision(this.state);
      const agent = d && this.seats[d.player].agent;
      if (!d || !agent) return;
      const answer = agent.act({ decision: d, state: this.state });
      const res: RespondResult = game.respond(this.state, d.player, answer);
      // An agent answers from the options it was given: a refusal is a bug in the agent, not a player's mistake.
      if (!res.ok) throw new Error(`the ${agent.name} agent gave a refused answer: ${res.error.message}`);
      this.stepped({ p: d.player, a: answer.slice() });
    } catch (e) {
      if (!this.failed) this.fail(e);
    }
  }

  /** The clock runs for the human seat that must decide, once every human seat has been taken. */
  private runClock(): void {
    if (!this.clock || this.over || this.closed) return;
    const d = this.guard(() => this.setup.mod.game.decision(this.state));
    const ready = this.seats.every((s) => s.spec.kind !== 'human' || s.tokenHash !== null);
    if (d === null || !ready || this.seats[d.player].agent) this.clock.stop(false);
    else this.clock.start(d.player);
  }

  private startAbsence(p: PlayerId): void {
    if (this.closed) return;
    const s = this.seats[p];
    clearTimeout(s.absence);
    s.absence = setTimeout(() => {
      s.absence = undefined;
      if (s.peer === null && !this.over && !this.closed) this.lose(p, 'abandoned');
    }, this.options.reconnectLimitMs);
    s.absence.unref();
  }

  /** The server ends the match against seat `p` (its time ran out, or it did not come back in time). */
  private lose(p: PlayerId, why: Forfeit): void {
    if (this.over || this.closed) return;
    try {
      this.surrender(p, why);
    } catch (e) {
      if (!(e instanceof MatchError)) this.options.log(`match ${this.id}: ${String(e)}`);
    }
  }

  /** Seat `p` surrenders (003 §3.1.4, 001 §1-2-3); `why` when the server forfeits it. */
  private surrender(p: PlayerId, why: Forfeit | null): void {
    const res = this.guard(() => this.setup.mod.game.surrender(this.state, p));
    if (!res.ok) throw new MatchError('MATCH_OVER', res.error.message, res.error.rule);
    this.clock?.stop(false);
    this.forfeit = why;
    this.stepped({ p, a: [], surrender: true });
  }

  /** The match is over: stop the clock and timers, and move it to the finished matches with its replay. */
  private finish(): void {
    if (this.ended) return;
    this.ended = true;
    this.clock?.dispose();
    for (const s of this.seats) clearTimeout(s.absence);
    const game = this.setup.mod.game;
    const replay: Replay = { ...this.recorder.finish(game, this.state), result: this.result() };
    const record = {
      id: this.id,
      game: game.id,
      rules: this.setup.rules,
      seats: this.setup.seats,
      result: this.result(),
      replay,
      finishedAt: new Date().toISOString(),
    };
    this.persist(() => this.options.store.finishMatch(record));
    this.options.onEnded?.(this);
  }

  /** Run engine code; an exception marks the match failed (INTERNAL) and is raised as a MatchError. */
  private guard<T>(f: () => T): T {
    try {
      return f();
    } catch (e) {
      if (e instanceof MatchError) throw e;
      this.fail(e);
      throw new MatchError('INTERNAL', `match ${this.id} failed in the engine`);
    }
  }

  private fail(e: unknown): void {
    if (this.failed) return;
    this.failed = true;
    this.clock?.dispose();
    for (const s of this.seats) clearTimeout(s.absence);
    const what = e instanceof Error ? `${e.name}: ${e.message.split('\n')[0]}` : String(e);
    this.options.log(`match ${this.id} failed: ${what}`);
    const message: ServerMessage = {
      t: 'error',
      code: 'INTERNAL',
      message: `match ${this.id} failed in the engine and is stopped; other matches are not affected`,
      matchId: this.id,
    };
    for (const s of this.seats) s.peer?.send(message);
    for (const peer of this.spectators) peer.send(message);
    // Stored as finished without a result, with the steps so far (to reproduce the failure), so no restart resumes it.
    const replay: Replay = { ...this.recorder.replay, steps: this.recorder.replay.steps.slice(), result: null };
    const record = {
      id: this.id,
      game: this.setup.mod.game.id,
      rules: this.setup.rules,
      seats: this.setup.seats,
      result: null,
      replay,
      finishedAt: new Date().toISOString(),
    };
    this.persist(() => this.options.store.finishMatch(record));
    this.options.onEnded?.(this);
  }

  private persist(write: () => Promise<void>): void {
    this.persisting = this.persisting.then(write).catch((e: unknown) => {
      this.options.log(`match ${this.id}: store write failed: ${e instanceof Error ? e.message : String(e)}`);
    });
  }
}
