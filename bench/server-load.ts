/**
 * `npx tsx bench/server-load.ts [--matches N] [--seconds S] [--game ID]`: load on the match server (issue 10). It
 * starts the real server on loopback (port 0) and keeps N matches going at once for S seconds, each between two
 * scripted clients on their own WebSocket answering at random among the offered options (a finished match is
 * replaced by a new one). It prints the matches held at once, the matches finished, decisions per second, and the
 * p50/p99 latency from sending a response to receiving the update it caused. Clients and server share this process
 * (and its core): the figures are a floor for the server alone.
 */
import { Command, InvalidArgumentError } from 'commander';
import WebSocket from 'ws';
import { randomAnswer } from '../src/core/agents.ts';
import { seedRng } from '../src/core/rng.ts';
import type { ServerMessage } from '../src/server/protocol.ts';
import { startServer } from '../src/server/server.ts';

const bounded =
  (max: number) =>
  (v: string): number => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1 || n > max) throw new InvalidArgumentError(`expected 1 to ${max}`);
    return n;
  };

const program = new Command('server-load')
  .option('--matches <n>', 'matches held at once (each two sockets)', bounded(5000), 100)
  .option('--seconds <s>', 'how long to run', bounded(600), 10)
  .option('--game <id>', 'the game (ygo or optcg)', 'optcg')
  .option(
    '--think <ms>',
    'each client waits this long before answering, as a person would (0: at once, which measures throughput)',
    (v: string) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0 || n > 60_000) throw new InvalidArgumentError('expected 0 to 60000');
      return n;
    },
    0,
  )
  .parse();
const opts = program.opts<{ matches: number; seconds: number; game: string; think: number }>();

const DECKS: Record<string, [string, string]> = { optcg: ['st01', 'st02'], ygo: ['classic', 'classic'] };
const decks = DECKS[opts.game];
if (!decks) throw new Error(`unknown game "${opts.game}" (ygo or optcg)`);

const server = await startServer({
  port: 0,
  staticDir: null,
  // Scripted clients answer at once: far over the rate a person is allowed.
  rateLimit: { burst: 1_000_000, perSecond: 1_000_000 },
  log: (line) => console.error(line),
});
const wsUrl = server.url.replace(/^http/, 'ws') + '/ws';

const latencies: number[] = [];
let decisions = 0;
let finished = 0;
let failed = 0;
let held = 0;
let peakHeld = 0;
let stopping = false;
const sockets = new Set<WebSocket>();

function open(): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl);
    ws.once('open', () => resolve(ws));
    ws.on('error', reject);
    sockets.add(ws);
  });
}

/** One seat's client: answers its decisions at random and times each answer until the update it caused. */
function play(ws: WebSocket, seed: string, onEnd: (ok: boolean) => void): void {
  const rng = seedRng(seed);
  let sentAt = 0;
  let sentSeq = 0;
  ws.on('message', (data) => {
    const m = JSON.parse(String(data)) as ServerMessage;
    if (m.t === 'error') {
      if (m.code === 'INTERNAL') onEnd(false);
      return;
    }
    if (m.t !== 'update') return;
    if (sentSeq !== 0 && m.seq > sentSeq) {
      latencies.push(performance.now() - sentAt);
      sentSeq = 0;
    }
    if (m.result !== null) return onEnd(true);
    if (m.decision && !stopping) {
      const decision = m.decision;
      const answer = (): void => {
        if (stopping || ws.readyState !== WebSocket.OPEN) return;
        sentAt = performance.now();
        sentSeq = m.seq;
        decisions++;
        ws.send(JSON.stringify({ t: 'respond', matchId: m.matchId, seq: m.seq, answer: randomAnswer(rng, decision) }));
      };
      if (opts.think > 0) setTimeout(answer, opts.think);
      else answer();
    }
  });
}

let counter = 0;
async function runMatch(): Promise<void> {
  const n = counter++;
  const [a, b] = await Promise.all([open(), open()]).catch(() => [null, null] as const);
  // The server closed while a new match was opening (the run is over).
  if (a === null || b === null) return;
  held++;
  peakHeld = Math.max(peakHeld, held);
  let ended = false;
  const end = (ok: boolean): void => {
    if (ended) return;
    ended = true;
    held--;
    if (ok) finished++;
    else failed++;
    for (const ws of [a, b]) {
      sockets.delete(ws);
      ws.close();
    }
    if (!stopping) void runMatch();
  };
  const joined = new Promise<string>((resolve) => {
    a.on('message', function first(data) {
      const m = JSON.parse(String(data)) as ServerMessage;
      if (m.t === 'joined') {
        a.off('message', first);
        resolve(m.matchId);
      }
    });
  });
  play(a, `load:${n}:a`, end);
  play(b, `load:${n}:b`, end);
  a.send(
    JSON.stringify({
      t: 'create',
      game: opts.game,
      decks: [{ bundled: decks![0] }, { bundled: decks![1] }],
      seats: [{ kind: 'human' }, { kind: 'human' }],
      seed: `load:${n}`,
    }),
  );
  b.send(JSON.stringify({ t: 'join', matchId: await joined }));
}

const started = performance.now();
await Promise.all(Array.from({ length: opts.matches }, () => runMatch()));
await new Promise((r) => setTimeout(r, opts.seconds * 1000));
stopping = true;
const elapsed = (performance.now() - started) / 1000;
for (const ws of sockets) {
  // A socket still connecting cannot be terminated: it is dropped with the server.
  if (ws.readyState === WebSocket.OPEN) ws.terminate();
}
await server.close();

latencies.sort((x, y) => x - y);
const pct = (p: number): string =>
  latencies.length === 0
    ? '-'
    : latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
console.log(
  `server-load ${opts.game}${opts.think > 0 ? ` (clients think ${opts.think} ms)` : ''}: ${peakHeld} matches held at once (${opts.matches} asked), ${finished} finished, ` +
    `${failed} failed, in ${elapsed.toFixed(1)} s`,
);
console.log(
  `  ${decisions} decisions, ${(decisions / elapsed).toFixed(0)} decisions/s; latency response → next update: ` +
    `p50 ${pct(50)} ms, p99 ${pct(99)} ms`,
);
