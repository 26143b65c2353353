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
import { Cluster, type ClusterMessage } from './cluster.ts';
import type { MatchStore } from './store.ts';
import { newId } from './tokens.ts';

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
  /**
   * Scale-out (cluster.ts): `redis://HOST:PORT` shared by several server processes (which share the store too, through
   * DATABASE_URL): each match runs in one of them and a player connected to any reaches it. Without it the server
   * serves the matches it holds.
   */
  redisUrl?: string;
  /**
   * How often every socket is pinged (default 30 s); one that has not answered the previous ping is closed, so a
   * vanished client's seat starts waiting for its reconnect instead of holding the match for ever.
   */
  heartbeatMs?: number;
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
/** A client that reads this far behind is dropped (its seat waits for a reconnect) rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;
/** How long an ended match stays in memory for rematches and late reconnects. */
const ENDED_MATCH_TTL_MS = 10 * 60 * 1000;

const builtinModules: ModuleSet = { ids: gameIds, load: loadModule };

/** A client as the server holds it: the matches it takes part in (seat or spectator), to detach it when it leaves. */
interface ServerPeer extends Peer {
  readonly matches: Set<string>;
}

class SocketPeer implements ServerPeer {
  readonly matches = new Set<string>();
  /** The matches this socket reaches on other nodes, by their owner's node id (cluster.ts). */
  readonly remote = new Map<string, string>();
  /** Its messages for matches on other nodes, in the order it sent them. */
  chain: Promise<void> = Promise.resolve();
  /** It answered the last heartbeat ping. */
  alive = true;
  constructor(
    readonly id: number,
    readonly socket: WebSocket,
    readonly bucket: TokenBucket,
  ) {}
  send(message: ServerMessage): void {
    // WebSocket.OPEN: a message for a socket that is closing is dropped (the seat gets a snapshot on reconnect).
    if (this.socket.readyState !== 1) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.terminate();
      return;
    }
    this.socket.send(JSON.stringify(message));
  }
}

/** A socket of another node, in a match this node owns: what the match sends it goes back through Redis. */
class RemotePeer implements ServerPeer {
  readonly matches = new Set<string>();
  constructor(
    readonly id: number,
    private readonly cluster: Cluster,
    readonly node: string,
    readonly socketId: number,
  ) {}
  send(message: ServerMessage): void {
    this.cluster.send(this.node, { k: 'server', peer: this.socketId, msg: message });
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
  const peers = new Map<number, SocketPeer>();
  let nextPeer = 1;
  const remotePeers = new Map<string, RemotePeer>();
  let nextRemote = 1;
  const cluster =
    options.redisUrl === undefined ? null : await Cluster.connect({ redisUrl: options.redisUrl }, onClusterMessage);

  const hostOptions: MatchHostOptions = {
    store,
    reconnectLimitMs: options.reconnectLimitMs ?? 120_000,
    spectatorDelayMs: options.spectatorDelayMs ?? 0,
    log,
    onRematch: (host) => startRematch(host),
    onEnded: (host) => {
      setTimeout(() => {
        if (hosts.get(host.id) !== host) return;
        hosts.delete(host.id);
        void cluster?.release(host.id).catch(() => undefined);
      }, ENDED_MATCH_TTL_MS).unref();
    },
  };

  function addHost(host: MatchHost): void {
    hosts.set(host.id, host);
    // A new match id is unique, so its claim cannot fail; it makes the match reachable from the other nodes.
    if (cluster)
      void cluster.claim(host.id).catch((e: unknown) => log(`match ${host.id}: cannot claim it: ${String(e)}`));
  }

  function startRematch(old: MatchHost): void {
    const s = old.setup;
    // The players swap seats and keep their decks (GameModule.swapSeats): the new seat p is the old seat 1-p. The
    // config comes from the old match, so a match resumed after a restart has its rematch too.
    const host = MatchHost.create(
      {
        id: newId(),
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
      (peer as ServerPeer).matches.add(host.id);
      host.seatPeer(peer, (1 - p) as PlayerId);
    }
    for (const peer of old.spectatorList()) {
      peer.send(notice);
      (peer as ServerPeer).matches.add(host.id);
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
    // With other nodes, a live match is resumed by one of them only: the one that claims it.
    if (cluster && !(await cluster.claim(record.id))) continue;
    try {
      hosts.set(record.id, MatchHost.resume(record, mod, hostOptions));
    } catch (e) {
      log(`match ${record.id} cannot be resumed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  function handle(peer: ServerPeer, message: ClientMessage): void {
    if (message.t === 'create') {
      const mod = modules.get(message.game);
      if (!mod)
        throw new MatchError('BAD_CONFIG', `unknown game "${message.game}" (known: ${[...modules.keys()].join(', ')})`);
      const seed = message.seed === undefined ? String(randomInt(1_000_000_000)) : String(message.seed);
      const setup = setupFromCreate(mod, message, newId(), seed);
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

  function refuse(peer: Peer, e: MatchError, matchId?: string): void {
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
    if (cluster && matchId !== undefined && !hosts.has(matchId)) return forward(cluster, peer, message, matchId);
    dispatch(peer, message, matchId);
  }

  /** Handle one checked message; a refusal or a failure is one `error` to its sender. */
  function dispatch(peer: ServerPeer, message: ClientMessage, matchId: string | undefined): void {
    try {
      handle(peer, message);
    } catch (e) {
      if (e instanceof MatchError) return refuse(peer, e, matchId);
      // A bug outside any match's engine: this message is refused, the server goes on.
      log(`message ${message.t} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      refuse(peer, new MatchError('INTERNAL', `the server failed on this ${message.t} message`), matchId);
    }
  }

  /** A message for a match another node runs goes to that node (cluster.ts), in the order the socket sent it. */
  function forward(link: Cluster, peer: SocketPeer, message: ClientMessage, matchId: string): void {
    peer.chain = peer.chain
      .then(async () => {
        const owner = peer.remote.get(matchId) ?? (await link.ownerOf(matchId));
        if (owner === null || owner === link.nodeId) {
          // Not running anywhere (or it just started here): handled here, which refuses an unknown match.
          dispatch(peer, message, matchId);
          return;
        }
        peer.remote.set(matchId, owner);
        link.send(owner, { k: 'client', from: link.nodeId, peer: peer.id, msg: message });
      })
      .catch((e: unknown) => {
        log(
          `socket ${peer.id}: cannot route ${message.t} for ${matchId}: ${e instanceof Error ? e.message : String(e)}`,
        );
        refuse(peer, new MatchError('INTERNAL', `the match ${matchId} cannot be reached now`), matchId);
      });
  }

  function onClusterMessage(m: ClusterMessage): void {
    if (cluster === null) return;
    switch (m.k) {
      case 'client': {
        const key = `${m.from}:${m.peer}`;
        let rp = remotePeers.get(key);
        if (!rp) {
          // Negative ids: never the id of a socket of this node.
          rp = new RemotePeer(-nextRemote++, cluster, m.from, m.peer);
          remotePeers.set(key, rp);
        }
        const matchId = 'matchId' in m.msg ? m.msg.matchId : undefined;
        dispatch(rp, m.msg, matchId);
        return;
      }
      case 'server':
        peers.get(m.peer)?.send(m.msg);
        return;
      case 'gone': {
        const key = `${m.from}:${m.peer}`;
        const rp = remotePeers.get(key);
        if (!rp) return;
        hosts.get(m.matchId)?.detach(rp);
        rp.matches.delete(m.matchId);
        if (rp.matches.size === 0) remotePeers.delete(key);
        return;
      }
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
    peers.set(peer.id, peer);
    socket.on('message', (data, isBinary) => onMessage(peer, data, isBinary));
    socket.on('pong', () => (peer.alive = true));
    socket.on('error', (e) => log(`socket ${peer.id}: ${e.message}`));
    socket.on('close', () => {
      peers.delete(peer.id);
      for (const id of peer.matches) hosts.get(id)?.detach(peer);
      if (cluster)
        for (const [matchId, owner] of peer.remote)
          cluster.send(owner, { k: 'gone', from: cluster.nodeId, peer: peer.id, matchId });
    });
    peer.send({ t: 'welcome', protocol: MATCH_PROTOCOL, version: MATCH_PROTOCOL_VERSION });
  });

  const heartbeat = setInterval(() => {
    for (const peer of peers.values()) {
      if (!peer.alive) {
        peer.socket.terminate();
        continue;
      }
      peer.alive = false;
      peer.socket.ping();
    }
  }, options.heartbeatMs ?? 30_000);
  heartbeat.unref();

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
      clearInterval(heartbeat);
      for (const peer of peers.values()) peer.socket.terminate();
      await Promise.all([...hosts.values()].map((h) => h.close()));
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await cluster?.close();
    },
  };
}
