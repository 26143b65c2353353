/** A worker thread of simulate --workers (see simulate-pool.ts): plays the batches of games it is sent. */
import { parentPort, workerData } from 'node:worker_threads';
import { importModule } from '../games.ts';
import type { BatchMessage, RecordsMessage, WorkerSetup } from './simulate-pool.ts';
import { playGame, type GameRecord } from './simulate.ts';

const setup = workerData as WorkerSetup;
const mod = await importModule(setup.source);
const run = {
  mod,
  config: setup.config,
  seed: setup.seed,
  ...(setup.replays !== undefined ? { replays: setup.replays } : {}),
  ...(setup.agents !== undefined ? { agents: setup.agents } : {}),
};
const port = parentPort!;
port.on('message', (m: BatchMessage) => {
  const records: GameRecord[] = [];
  for (let i = m.from; i < m.to; i++) records.push(playGame(run, i));
  const out: RecordsMessage = { records };
  port.postMessage(out);
});
