/**
 * `arbiter serve [--port N] [--host H] [--data DIR]`: the match server (src/server/) with the browser client
 * (web/dist) on one port. It prints the address and runs until interrupted (Ctrl-C, SIGTERM), then closes the
 * sockets and waits for the store's writes, so a live match resumes on the next start.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from '../server/server.ts';
import { StoreError } from '../server/storage/errors.ts';
import { DEFAULT_DATA_DIR, openStore } from '../server/storage/open.ts';
import type { MatchStore } from '../server/store.ts';
import { CliError, println, type Io } from './io.ts';
import type { ModuleRegistry } from './registry.ts';

export interface ServeOptions {
  port?: number;
  host?: string;
  /** Where decks and matches are kept: SQLite under this directory (default ./arbiter-data), unless DATABASE_URL. */
  data?: string;
  /** Spectators see every update this many milliseconds late. */
  spectatorDelay?: number;
  /** Redis shared with other server processes (scale-out, src/server/cluster.ts); default REDIS_URL. */
  redis?: string;
  /** Stop when this resolves instead of on SIGINT/SIGTERM (tests). */
  until?: Promise<void>;
}

/** The built browser client, when `npm run build:web` has made it. */
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * The store: PostgreSQL when DATABASE_URL is set (postgres://…), else SQLite under `--data` (default ./arbiter-data).
 * A database that cannot be opened or migrated is one error line, before anything listens.
 */
async function openServeStore(opts: ServeOptions, io: Io): Promise<{ store: MatchStore; where: string }> {
  try {
    const store = await openStore({
      databaseUrl: process.env['DATABASE_URL'],
      dataDir: opts.data ?? DEFAULT_DATA_DIR,
      // A stored match that cannot be read is left in the store and named; every other match still resumes.
      onCorruptRecord: (e) => println(io.stderr, `arbiter: ${e.message} (left in the store)`),
    });
    return { store, where: `in ${store.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} at ${store.location}` };
  } catch (e) {
    if (e instanceof StoreError) throw new CliError(e.message);
    throw e;
  }
}

/** `--port`, else `PORT`, else 8080. */
function portOf(opts: ServeOptions): number {
  if (opts.port !== undefined) return opts.port;
  const env = process.env['PORT'];
  if (env === undefined || env === '') return 8080;
  if (!/^\d+$/.test(env) || Number(env) > 65535)
    throw new CliError(`PORT must be a port number, 0 to 65535 (it is "${env}")`);
  return Number(env);
}

export async function serveCommand(opts: ServeOptions, registry: ModuleRegistry, io: Io): Promise<number> {
  const port = portOf(opts);
  const { store, where } = await openServeStore(opts, io);
  const serverOptions: Parameters<typeof startServer>[0] = {
    store,
    port,
    modules: registry,
    staticDir: existsSync(WEB_DIST) ? WEB_DIST : null,
    log: (line) => println(io.stderr, line),
  };
  if (opts.host !== undefined) serverOptions.host = opts.host;
  if (opts.spectatorDelay !== undefined) serverOptions.spectatorDelayMs = opts.spectatorDelay;
  const redisUrl = opts.redis ?? process.env['REDIS_URL'];
  if (redisUrl !== undefined) {
    if (!/^rediss?:\/\/[^\s/]+/.test(redisUrl))
      throw new CliError(`--redis: expected redis://HOST:PORT, got "${redisUrl}"`);
    serverOptions.redisUrl = redisUrl;
  }
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(serverOptions);
  } catch (e) {
    await store.close();
    // One line for what a user can fix (a port in use, Redis not reachable); anything else is a bug and propagates.
    if (e instanceof Error && /^cannot reach Redis|EADDRINUSE|EACCES/.test(e.message)) throw new CliError(e.message);
    throw e;
  }
  println(io.stdout, `arbiter: serving on ${server.url} (matches ${where})`);
  if (serverOptions.staticDir === null)
    println(io.stdout, 'arbiter: the browser client is not built: run npm run build:web (the WebSocket API works)');
  await (opts.until ??
    new Promise<void>((resolve) => {
      process.once('SIGINT', () => resolve());
      process.once('SIGTERM', () => resolve());
    }));
  await server.close();
  await store.close();
  println(io.stdout, 'arbiter: server stopped');
  return 0;
}
