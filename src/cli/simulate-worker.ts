/**
 * A worker thread of simulate --workers (see simulate-pool.ts) or of `arbiter worker` (worker.ts): plays the batches of
 * games it is sent.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { importModule } from '../games.ts';
import type { BatchMessage, PlayedMessage, RecordsMessage, WorkerSetup } from './simulate-pool.ts';
import { playGame, playGameData, type GameRecord, type PlayedGame } from './simulate.ts';

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
const collect = setup.collect;
port.on('message', (m: BatchMessage) => {
  if (collect) {
    // A queue worker's games: the coordinator keeps them (writes their replays), as a local run would.
    const played: PlayedGame[] = [];
    for (let i = m.from; i < m.to; i++) played.push(playGameData({ ...run, recordReplays: collect.replays }, i));
    const out: PlayedMessage = { played };
    port.postMessage(out);
    return;
  }
  const records: GameRecord[] = [];
  for (let i = m.from; i < m.to; i++) records.push(playGame(run, i));
  const out: RecordsMessage = { records };
  port.postMessage(out);
});
