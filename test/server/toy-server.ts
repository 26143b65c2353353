/** A match server on loopback playing the toy game (test/support/toy-game.ts), for the quick server tests. */
import type { AnyGameModule } from '../../src/core/module.ts';
import { MemoryStore } from '../../src/server/memory-store.ts';
import { startServer, type ArbiterServer, type ServerOptions } from '../../src/server/server.ts';
import { toyModule } from '../support/toy-game.ts';
import { TestClient, type Joined, type Update } from './client.ts';

export const toy = toyModule as unknown as AnyGameModule;
export const toyModules = { ids: () => ['toy'], load: () => Promise.resolve(toy) };

/** Scripted clients answer at once: far faster than the default rate limit allows a person. */
export const FAST = { burst: 10_000, perSecond: 10_000 };

export function toyServer(options: Partial<ServerOptions> = {}): Promise<ArbiterServer> {
  return startServer({
    port: 0,
    store: new MemoryStore(),
    modules: toyModules,
    staticDir: null,
    log: () => {},
    rateLimit: FAST,
    ...options,
  });
}

export const toyCreate = {
  t: 'create',
  game: 'toy',
  decks: [{ bundled: 'low' }, { bundled: 'high' }],
  seats: [{ kind: 'human' }, { kind: 'human' }],
  seed: 'toy',
} as const;

export interface Seated {
  client: TestClient;
  joined: Joined;
  first: Update;
}

/** Create a match (`create`, the toy's human-vs-human by default) and seat its creator. */
export async function createAndSit(server: ArbiterServer, create: object = toyCreate): Promise<Seated> {
  const client = await TestClient.connect(server.url);
  client.send(create);
  const joined = await client.next<Joined>((m) => m.t === 'joined');
  const first = await client.update(joined.matchId);
  return { client, joined, first };
}

/** A second person joins `matchId`. */
export async function join(server: ArbiterServer, matchId: string): Promise<Seated> {
  const client = await TestClient.connect(server.url);
  client.send({ t: 'join', matchId });
  const joined = await client.next<Joined>((m) => m.t === 'joined');
  const first = await client.update(matchId);
  return { client, joined, first };
}
