/**
 * The match server (issue 10): one Node http server on one port serving the HTTP API and the browser client, and the
 * match protocol (protocol.ts) over WebSocket on `/ws`. It holds every live match (MatchHost), records them in a
 * MatchStore, and on start resumes the live matches the store holds (the players reconnect with their tokens).
 *
 * Every client message is read here in full before anything is done: its size, the socket's rate, JSON, the schema
 * (zod, unknown fields refused), the match. A refused message gets one `error` and changes nothing.
 */
import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { z } from 'zod';
import type { PlayerId } from '../core/decision.ts';
import type { ModuleSet } from '../core/engine-protocol.ts';
import type { AnyGameModule } from '../core/module.ts';
import { gameIds, loadModule } from '../games.ts';
import { handleHttp, type HttpContext } from './http-api.ts';
import { MatchError, MatchHost, type MatchHostOptions, type Peer } from './match-host.ts';
import { setupFromCreate } from './match-setup.ts';
import { MemoryStore } from './memory-store.ts';
import {
  clientMessage,
  MATCH_PROTOCOL,
  MATCH_PROTOCOL_VERSION,
  MAX_MESSAGE_BYTES,
  type ClientMessage,
  type ServerMessage,
} from './protocol.ts';
import { DEFAULT_RATE_LIMIT, TokenBucket, type RateLimit } from './rate-limit.ts';
import type { MatchStore } from './store.ts';
import { newMatchId } from './tokens.ts';

export interface ServerOptions {
  /** The port (default: `PORT`, else 8080; 0 picks a free one). */
  port?: number;
  /** The address to listen on (default 127.0.0.1; `0.0.0.0` to serve other machines). */
  host?: string;
  /** Where matches are kept (default: in memory, lost when the process ends). */
  store?: MatchStore;
  /** The game modules (default: every game of this build). */
  modules?: ModuleSet;
  /** How long a seat whose connection dropped may be away before it loses (default 2 minutes). */
  reconnectLimitMs?: number;
  /** Spectators see every update this much later (default 0). */
  spectatorDelayMs?: number;
  /** Messages per socket (default 60 at once, 30 a second). */
  rateLimit?: RateLimit;
  /** The built browser client to serve at `/` (web/dist); null serves none. */
  staticDir?: string | null;
  /** Where the server writes what goes wrong (default: stderr). */
  log?: (line: string) => void;
}

export interface ArbiterServer {
  /** `http://127.0.0.1:PORT` */
  readonly url: string;
  readonly port: number;
  /** The live match `id` (for tests that compare what sockets saw with the truth). */
  match(id: string): MatchHost | undefined;
  /** Matches held in memory, live or just ended. */
  readonly matchCount: number;
  /** Stop: close every socket, stop the matches' timers, wait for the store writes (matches stay live in the store). */
  close(): Promise<void>;
}

/** A socket's hard limit, above which `ws` closes it itself; up to it, the server refuses with TOO_LARGE first. */
const HARD_PAYLOAD_LIMIT = 4 * MAX_MESSAGE_BYTES;
/** How long an ended match stays in memory for rematches and late reconnects. */
const ENDED_MATCH_TTL_MS = 10 * 60 * 1000;

const builtinModules: ModuleSet = { ids: gameIds, load: loadModule };

class SocketPeer implements Peer {
  /** The matches this socket takes part in (seat or spectator), to detach it from them when it closes. */
  readonly matches = new Set<string>();
  constructor(
    readonly id: number,
    readonly socket: WebSocket,
    readonly bucket: TokenBucket,
  ) {}
  send(message: ServerMessage): void {
    // WebSocket.OPEN: a message for a socket that is closing is dropped (the seat gets a snapshot on reconnect).
    if (this.socket.readyState === 1) this.socket.send(JSON.stringify(message));
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}

const MESSAGE_TYPES = clientMessage.options.map((o) => o.shape.t.value);

/** Read one frame: the message, or the refusal to send. */
export function parseClientMessage(text: string): ClientMessage | MatchError {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return new MatchError('BAD_JSON', `not JSON: ${(e as Error).message}`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return new MatchError('BAD_MESSAGE', 'a message is a JSON object with a "t"');
  const t = (raw as Record<string, unknown>)['t'];
  if (typeof t !== 'string' || !(MESSAGE_TYPES as string[]).includes(t))
    return new MatchError(
      'BAD_MESSAGE',
      `unknown message type ${JSON.stringify(t ?? null)} (known: ${MESSAGE_TYPES.join(', ')})`,
    );
  const parsed = clientMessage.safeParse(raw);
  if (!parsed.success) return new MatchError('BAD_MESSAGE', `${t}: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

export async function startServer(options: ServerOptions = {}): Promise<ArbiterServer> {
  const store = options.store ?? new MemoryStore();
  const moduleSet = options.modules ?? builtinModules;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const rate = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  // Every module is loaded once at start, so handling a message never waits (and messages apply in order).
  const modules = new Map<string, AnyGameModule>();
  for (const id of moduleSet.ids()) modules.set(id, await moduleSet.load(id));

  const hosts = new Map<string, MatchHost>();
  const peers = new Set<SocketPeer>();
  let nextPeer = 1;

  const hostOptions: MatchHostOptions = {
    store,
    reconnectLimitMs: options.reconnectLimitMs ?? 120_000,
    spectatorDelayMs: options.spectatorDelayMs ?? 0,
    log,
    onRematch: (host) => startRematch(host),
    onEnded: (host) => {
      setTimeout(() => {
        if (hosts.get(host.id) === host) hosts.delete(host.id);
      }, ENDED_MATCH_TTL_MS).unref();
    },
  };

  function addHost(host: MatchHost): void {
    hosts.set(host.id, host);
  }

  function startRematch(old: MatchHost): void {
    const s = old.setup;
    // The players swap seats and keep their decks (GameModule.swapSeats): the new seat p is the old seat 1-p. The
    // config comes from the old match, so a match resumed after a restart has its rematch too.
    const host = MatchHost.create(
      {
        id: newMatchId(),
        mod: s.mod,
        rules: s.rules,
        config: s.mod.swapSeats(s.config),
        seed: String(randomInt(1_000_000_000)),
        seats: [s.seats[1], s.seats[0]],
        clock: s.clock,
      },
      hostOptions,
    );
    addHost(host);
    const notice: ServerMessage = { t: 'rematch', matchId: old.id, newMatchId: host.id };
    for (const p of [0, 1] as const) {
      const peer = old.peerAt(p);
      if (!peer || s.seats[p]!.kind !== 'human') continue;
      peer.send(notice);
      (peer as SocketPeer).matches.add(host.id);
      host.seatPeer(peer, (1 - p) as PlayerId);
    }
    for (const peer of old.spectatorList()) {
      peer.send(notice);
      (peer as SocketPeer).matches.add(host.id);
      host.spectate(peer);
    }
  }

  // A restarted server resumes every live match of the store (ARCHITECTURE §7: config + seed + steps).
  for (const record of await store.liveMatches()) {
    const mod = modules.get(record.game);
    if (!mod) {
      log(`match ${record.id}: game "${record.game}" is not in this build; left in the store`);
      continue;
    }
    try {
      addHost(MatchHost.resume(record, mod, hostOptions));
    } catch (e) {
      log(`match ${record.id} cannot be resumed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  function handle(peer: SocketPeer, message: ClientMessage): void {
    if (message.t === 'create') {
      const mod = modules.get(message.game);
      if (!mod)
        throw new MatchError('BAD_CONFIG', `unknown game "${message.game}" (known: ${[...modules.keys()].join(', ')})`);
      const seed = message.seed === undefined ? String(randomInt(1_000_000_000)) : String(message.seed);
      const setup = setupFromCreate(mod, message, newMatchId(), seed);
      const host = MatchHost.create(setup, hostOptions);
      addHost(host);
      peer.matches.add(host.id);
      const first = ([0, 1] as const).find((p) => setup.seats[p].kind === 'human');
      // The creator takes the first human seat; with two AI seats, they watch.
      if (first === undefined) host.spectate(peer);
      else host.seatPeer(peer, first);
      return;
    }
    const host = hosts.get(message.matchId);
    if (!host) throw new MatchError('UNKNOWN_MATCH', `no match has the id "${message.matchId}"`);
    switch (message.t) {
      case 'join':
        host.join(peer, message.seat);
        break;
      case 'spectate':
        host.spectate(peer);
        break;
      case 'reconnect':
        host.reconnect(peer, message.token);
        break;
      case 'respond':
        host.respond(peer, message.seq, message.answer);
        return;
      case 'concede':
        host.concede(peer);
        return;
      case 'rematch':
        host.rematch(peer);
        return;
    }
    peer.matches.add(host.id);
  }

  function refuse(peer: SocketPeer, e: MatchError, matchId?: string): void {
    const m: ServerMessage = { t: 'error', code: e.code, message: e.message };
    if (e.rule !== undefined) m.rule = e.rule;
    if (matchId !== undefined) m.matchId = matchId;
    peer.send(m);
  }

  function onMessage(peer: SocketPeer, data: RawData, isBinary: boolean): void {
    if (!peer.bucket.take()) return refuse(peer, new MatchError('FLOOD', 'too many messages: slow down'));
    const bytes = Array.isArray(data)
      ? data.reduce((n, b) => n + b.length, 0)
      : data instanceof ArrayBuffer
        ? data.byteLength
        : data.length;
    if (bytes > MAX_MESSAGE_BYTES) {
      refuse(peer, new MatchError('TOO_LARGE', `a message is at most ${MAX_MESSAGE_BYTES} bytes; got ${bytes}`));
      // protocol.ts: an oversized frame closes the socket (1009: message too big).
      peer.socket.close(1009, 'message too big');
      return;
    }
    if (isBinary) return refuse(peer, new MatchError('BAD_MESSAGE', 'messages are JSON text frames, not binary'));
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data as Buffer).toString('utf8');
    const message = parseClientMessage(text);
    if (message instanceof MatchError) return refuse(peer, message);
    const matchId = 'matchId' in message ? message.matchId : undefined;
    try {
      handle(peer, message);
    } catch (e) {
      if (e instanceof MatchError) return refuse(peer, e, matchId);
      // A bug outside any match's engine: this message is refused, the server goes on.
      log(`message ${message.t} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      refuse(peer, new MatchError('INTERNAL', `the server failed on this ${message.t} message`), matchId);
    }
  }

  const context: HttpContext = {
    modules,
    store,
    staticDir: options.staticDir ?? null,
    log,
  };
  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    handleHttp(context, req, res).catch((e: unknown) => {
      log(`http ${req.method} ${req.url}: ${e instanceof Error ? e.message : String(e)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'internal error' }));
    });
  });
  const wss = new WebSocketServer({ server: http, path: '/ws', maxPayload: HARD_PAYLOAD_LIMIT });
  wss.on('connection', (socket) => {
    const peer = new SocketPeer(nextPeer++, socket, new TokenBucket(rate));
    peers.add(peer);
    socket.on('message', (data, isBinary) => onMessage(peer, data, isBinary));
    socket.on('error', (e) => log(`socket ${peer.id}: ${e.message}`));
    socket.on('close', () => {
      peers.delete(peer);
      for (const id of peer.matches) hosts.get(id)?.detach(peer);
    });
    peer.send({ t: 'welcome', protocol: MATCH_PROTOCOL, version: MATCH_PROTOCOL_VERSION });
  });

  const port = options.port ?? (process.env['PORT'] !== undefined ? Number(process.env['PORT']) : 8080);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, () => {
      http.off('error', reject);
      resolve();
    });
  });
  const address = http.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${shownHost}:${address.port}`,
    port: address.port,
    match: (id) => hosts.get(id),
    get matchCount() {
      return hosts.size;
    },
    async close() {
      for (const peer of peers) peer.socket.terminate();
      await Promise.all([...hosts.values()].map((h) => h.close()));
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
