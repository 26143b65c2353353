/**
 * `arbiter serve [--port N] [--host H] [--data DIR]`: the match server (src/server/) with the browser client
 * (web/dist) on one port. It prints the address and runs until interrupted (Ctrl-C, SIGTERM), then closes the
 * sockets and waits for the store's writes, so a live match resumes on the next start.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MemoryStore } from '../server/memory-store.ts';
import { startServer } from '../server/server.ts';
import type { MatchStore } from '../server/store.ts';
import { CliError, println, type Io } from './io.ts';
import type { ModuleRegistry } from './registry.ts';

export interface ServeOptions {
  port?: number;
  host?: string;
  /** Where the matches are kept (SQLite under this directory). */
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

/** The store for `--data` or DATABASE_URL; in memory when neither is given (matches end with the process). */
async function openServeStore(opts: ServeOptions): Promise<{ store: MatchStore; where: string }> {
  if (opts.data === undefined && process.env['DATABASE_URL'] === undefined)
    return { store: new MemoryStore(), where: 'in memory (give --data DIR to keep matches)' };
  throw new CliError('--data and DATABASE_URL need the storage backend (src/server/storage/), not in this build');
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
  const { store, where } = await openServeStore(opts);
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
