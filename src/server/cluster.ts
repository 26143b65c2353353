/**
 * Scale-out (issue 10): several server processes serve the same rooms. Each live match runs in exactly one process,
 * its owner (the engine stays authoritative and single-threaded per match); a player connected to any process
 * reaches it through Redis:
 * - ownership: `arbiter:owner:<matchId>` holds the owner's node id, set with NX and an expiry that the owner renews
 *   while it lives, so a match is never run twice and a dead owner's matches can be taken over (resumed from the
 *   shared store) once its keys expire;
 * - routing: every node subscribes to its own channel `arbiter:node:<nodeId>`; a client message for a match owned
 *   elsewhere is published to the owner's channel with the socket's node and id, and what the owner sends that socket
 *   comes back on the socket node's channel. Redis pub/sub keeps each publisher's order, so a socket's messages reach
 *   the owner in the order it sent them.
 * The store (PostgreSQL through DATABASE_URL) is shared by the nodes for decks, finished matches and live matches.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ClientMessage, ServerMessage } from './protocol.ts';

/** What one node sends another. */
export type ClusterMessage =
  /** A client's message for a match the receiver owns; `peer` is the socket's id on node `from`. */
  | { k: 'client'; from: string; peer: number; msg: ClientMessage }
  /** A message for socket `peer` of the receiving node. */
  | { k: 'server'; peer: number; msg: ServerMessage }
  /** Socket `peer` of node `from` closed: it leaves match `matchId`. */
  | { k: 'gone'; from: string; peer: number; matchId: string };

export interface ClusterOptions {
  /** `redis://HOST:PORT` */
  redisUrl: string;
  /** How long an owner's claim lasts without renewal (default 15 s); renewed every third of it. */
  ownerTtlMs?: number;
}

const ownerKey = (matchId: string): string => `arbiter:owner:${matchId}`;
const nodeChannel = (node: string): string => `arbiter:node:${node}`;

export class Cluster {
  readonly nodeId = randomBytes(8).toString('hex');
  private readonly owned = new Set<string>();
  private readonly ttl: number;
  private renewTimer: NodeJS.Timeout | null = null;

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    options: ClusterOptions,
  ) {
    this.ttl = options.ownerTtlMs ?? 15_000;
  }

  /** Connect (two connections: a subscribed one cannot publish) and listen on this node's channel. */
  static async connect(options: ClusterOptions, onMessage: (m: ClusterMessage) => void): Promise<Cluster> {
    const connect = (): Redis =>
      new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    const pub = connect();
    const sub = connect();
    // ioredis reports connection trouble as 'error' events (and retries); the last one explains a failed connect.
    let lastError: Error | null = null;
    for (const r of [pub, sub]) r.on('error', (e: Error) => (lastError = e));
    try {
      await pub.connect();
      await sub.connect();
    } catch (e) {
      pub.disconnect();
      sub.disconnect();
      const why = (lastError ?? (e instanceof Error ? e : new Error(String(e)))).message;
      throw new Error(`cannot reach Redis at ${options.redisUrl}: ${why}`, { cause: e });
    }
    const cluster = new Cluster(pub, sub, options);
    sub.on('message', (_channel: string, text: string) => {
      let m: ClusterMessage;
      try {
        m = JSON.parse(text) as ClusterMessage;
      } catch {
        return; // Only nodes publish on these channels; a malformed line is dropped.
      }
      onMessage(m);
    });
    await sub.subscribe(nodeChannel(cluster.nodeId));
    cluster.renewTimer = setInterval(() => void cluster.renew(), Math.max(100, Math.floor(cluster.ttl / 3)));
    cluster.renewTimer.unref();
    return cluster;
  }

  /** Become the owner of a match unless a live node is. */
  async claim(matchId: string): Promise<boolean> {
    const ok = await this.pub.set(ownerKey(matchId), this.nodeId, 'PX', this.ttl, 'NX');
    if (ok === 'OK') this.owned.add(matchId);
    return ok === 'OK';
  }

  /** The match is over or gone from this node: its key is removed if this node still holds it. */
  async release(matchId: string): Promise<void> {
    this.owned.delete(matchId);
    const key = ownerKey(matchId);
    if ((await this.pub.get(key)) === this.nodeId) await this.pub.del(key);
  }

  /** The node that runs the match, or null when none does. */
  ownerOf(matchId: string): Promise<string | null> {
    return this.pub.get(ownerKey(matchId));
  }

  send(node: string, m: ClusterMessage): void {
    void this.pub.publish(nodeChannel(node), JSON.stringify(m));
  }

  private async renew(): Promise<void> {
    if (this.owned.size === 0) return;
    const batch = this.pub.pipeline();
    for (const id of this.owned) batch.pexpire(ownerKey(id), this.ttl);
    await batch.exec().catch(() => undefined);
  }

  async close(): Promise<void> {
    if (this.renewTimer) clearInterval(this.renewTimer);
    await Promise.all([...this.owned].map((id) => this.release(id).catch(() => undefined)));
    this.sub.disconnect();
    this.pub.disconnect();
  }
}
