/**
 * One WebSocket to the match server (`/ws`), speaking the match protocol (src/server/protocol.ts). It sends the
 * opening message (create, join, spectate or reconnect) once the server says `welcome`, folds every server message
 * into a MatchState, keeps the seat's rotating reconnect token in sessionStorage, and when the socket drops it
 * reconnects with that token (or spectates again), a few times with a growing pause.
 */
import type { ClientMessage, ServerMessage } from '../../src/server/protocol.ts';
import { api } from './api.ts';
import { applyServerMessage, initialMatchState, type MatchState } from './logic/match-state.ts';
import { nameFromLines, unknownCodes } from './logic/names.ts';
import { forgetSeat, loadSeat, saveSeat } from './session.ts';

const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000];
/** How long an update waits for the names of cards its events show for the first time. */
const NAME_WAIT_MS = 1500;

export function socketUrl(loc: Location = location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;
}

export class MatchConnection {
  private ws: WebSocket | null = null;
  private opening: ClientMessage;
  private listeners = new Set<(s: MatchState) => void>();
  private retries = 0;
  private stopped = false;
  /** Server messages are applied one after another, each after the card names its events need. */
  private queue: Promise<void> = Promise.resolve();
  /** Codes whose names were asked for already (a card with no text on the server is asked once). */
  private asked = new Set<string>();
  state: MatchState = initialMatchState();

  constructor(
    first: ClientMessage,
    private readonly url: string = socketUrl(),
  ) {
    this.opening = first;
    this.open();
  }

  subscribe(fn: (s: MatchState) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Answer the pending decision of the last update (its `seq`). */
  respond(answer: number[]): void {
    const { matchId, seq, decision } = this.state;
    if (matchId === null || decision === null) return;
    this.send({ t: 'respond', matchId, seq, answer });
  }

  concede(): void {
    if (this.state.matchId !== null) this.send({ t: 'concede', matchId: this.state.matchId });
  }

  rematch(): void {
    if (this.state.matchId !== null) this.send({ t: 'rematch', matchId: this.state.matchId });
  }

  /** Take the other seat of a match (a rematch the server created). */
  join(matchId: string): void {
    this.opening = { t: 'join', matchId };
    this.send(this.opening);
  }

  /** Leave for good: close the socket and forget the seat. */
  close(): void {
    this.stopped = true;
    forgetSeat();
    this.ws?.close();
    this.listeners.clear();
  }

  private send(m: ClientMessage): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
  }

  private set(s: MatchState): void {
    this.state = s;
    for (const fn of this.listeners) fn(s);
  }

  /**
   * Fetch the names of cards the events show that no view has shown yet (a card revealed from the deck, the
   * opponent's activation), so the log can name them; a slow or failed answer leaves the code in the log instead.
   */
  private async learnNames(events: readonly Record<string, unknown>[]): Promise<void> {
    const game = this.state.game;
    if (game === null) return;
    const names = this.state.names;
    const wanted = unknownCodes(events, names).filter((c) => !this.asked.has(`${game}:${c}`));
    for (const c of wanted) this.asked.add(`${game}:${c}`);
    if (wanted.length === 0) return;
    const fetches = wanted.map((code) =>
      api.card(game, code).then(
        (t) => {
          const name = nameFromLines(code, t.lines);
          if (name !== undefined) names.set(code, name);
        },
        () => undefined,
      ),
    );
    await Promise.race([Promise.all(fetches), new Promise((r) => setTimeout(r, NAME_WAIT_MS))]);
  }

  private open(): void {
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onmessage = (ev: MessageEvent) => {
      let m: ServerMessage;
      try {
        m = JSON.parse(String(ev.data)) as ServerMessage;
      } catch {
        return;
      }
      if (m.t === 'welcome') {
        this.retries = 0;
        this.send(this.opening);
        return;
      }
      if (m.t === 'joined') {
        if (m.token !== undefined) {
          saveSeat({ matchId: m.matchId, token: m.token });
          // After a drop, take the seat back with the newest token (each token works once).
          this.opening = { t: 'reconnect', matchId: m.matchId, token: m.token };
        } else if (m.seat === null) {
          this.opening = { t: 'spectate', matchId: m.matchId };
        }
      }
      if (m.t === 'error' && this.opening.t === 'reconnect' && (m.code === 'BAD_TOKEN' || m.code === 'UNKNOWN_MATCH')) {
        // The saved seat is gone (the match ended and was cleared, or the token was used elsewhere).
        forgetSeat();
      }
      this.queue = this.queue
        .then(() => (m.t === 'update' ? this.learnNames(m.events) : undefined))
        .then(() => this.set(applyServerMessage(this.state, m, Date.now())));
    };
    ws.onclose = () => {
      if (this.stopped || this.ws !== ws) return;
      const delay = RETRY_DELAYS_MS[this.retries++];
      if (delay === undefined) {
        this.set({ ...this.state, error: { code: 'SOCKET', message: 'The connection to the server is lost.' } });
        return;
      }
      this.set({ ...this.state, error: { code: 'SOCKET', message: 'Connection lost; reconnecting…' } });
      setTimeout(() => {
        if (!this.stopped) this.open();
      }, delay);
    };
  }
}

/** The opening message that takes back this tab's seat after a reload, if it has one. */
export function savedReconnect(): ClientMessage | null {
  const seat = loadSeat();
  return seat ? { t: 'reconnect', matchId: seat.matchId, token: seat.token } : null;
}
