/**
 * A scripted client of the match protocol for the server tests: it connects over a real WebSocket on loopback, keeps
 * every frame it receives (to check later what it was shown), and plays its seats with random answers among the
 * offered options.
 */
import WebSocket from 'ws';
import { randomAnswer } from '../../src/core/agents.ts';
import { seedRng, type RngState } from '../../src/core/rng.ts';
import type { ServerMessage } from '../../src/server/protocol.ts';

export type Update = Extract<ServerMessage, { t: 'update' }>;
export type Joined = Extract<ServerMessage, { t: 'joined' }>;
export type ErrorMessage = Extract<ServerMessage, { t: 'error' }>;
export type Rematch = Extract<ServerMessage, { t: 'rematch' }>;

export class TestClient {
  /** Every message received, in order. */
  readonly frames: ServerMessage[] = [];
  private inbox: ServerMessage[] = [];
  private waiters: (() => void)[] = [];
  closed = false;
  closeCode: number | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const m = JSON.parse(String(data)) as ServerMessage;
      this.frames.push(m);
      this.inbox.push(m);
      for (const w of this.waiters.splice(0)) w();
    });
    socket.on('close', (code) => {
      this.closed = true;
      this.closeCode = code;
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static async connect(url: string): Promise<TestClient> {
    const socket = new WebSocket(url.replace(/^http/, 'ws') + '/ws');
    const c = new TestClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    await c.next((m) => m.t === 'welcome');
    return c;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first unread message `match` accepts (removed from the inbox, with everything before it kept). */
  async next<M extends ServerMessage = ServerMessage>(
    match: (m: ServerMessage) => boolean,
    timeoutMs = 20_000,
  ): Promise<M> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.inbox.findIndex(match);
      if (i >= 0) return this.inbox.splice(i, 1)[0] as M;
      if (this.closed) throw new Error(`socket closed (${this.closeCode}) while waiting`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`timed out waiting; last frames: ${JSON.stringify(this.frames.slice(-3)).slice(0, 600)}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** The next error message. */
  error(): Promise<ErrorMessage> {
    return this.next<ErrorMessage>((m) => m.t === 'error');
  }

  /** The next update of `matchId`. */
  update(matchId: string): Promise<Update> {
    return this.next<Update>((m) => m.t === 'update' && m.matchId === matchId);
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

/**
 * Play `matchId` as the client's seat(s) to its end: answer each decision that is ours with random option indices.
 * Returns the last update (with the result).
 */
export async function playToEnd(
  client: TestClient,
  matchId: string,
  seed: string,
  maxUpdates = 50_000,
): Promise<Update> {
  const rng: RngState = seedRng(seed);
  for (let i = 0; i < maxUpdates; i++) {
    const m = await client.next((x) => (x.t === 'update' || x.t === 'error') && x.matchId === matchId);
    if (m.t === 'error') throw new Error(`match ${matchId}: ${m.code}: ${m.message}`);
    const u = m as Update;
    if (u.result !== null) return u;
    if (u.decision) client.send({ t: 'respond', matchId, seq: u.seq, answer: randomAnswer(rng, u.decision) });
  }
  throw new Error(`match ${matchId} did not end within ${maxUpdates} updates`);
}
