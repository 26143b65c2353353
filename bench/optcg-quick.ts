/** Quick ONE PIECE CARD GAME figures: random-vs-random games/s (st01 vs st02), decisions/s, clone and serialize time. */
import { RandomAgent } from '../src/core/agents.ts';
import { runMatch } from '../src/core/match.ts';
import type { AnyGame } from '../src/core/game.ts';
import { optcgModule as m } from '../src/optcg/module.ts';
import type { OptcgState } from '../src/optcg/types.ts';

const game = m.game as unknown as AnyGame;
const cfg = m.configFor([m.loadDeck('st01'), m.loadDeck('st02')]);
const N = Number(process.argv[2] ?? 2000);
for (let i = 0; i < 200; i++)
  runMatch(game, cfg, `w${i}`, [new RandomAgent(i), new RandomAgent(-i)], { recordReplay: false });
let decisions = 0,
  turns = 0;
const mid: OptcgState[] = [];
const t0 = performance.now();
for (let i = 0; i < N; i++) {
  const o = runMatch(game, cfg, i, [new RandomAgent(i * 2), new RandomAgent(i * 2 + 1)], {
    recordReplay: false,
    onDecision: (s, k) => {
      if (i < 200 && k === 60) mid.push(m.game.clone(s as OptcgState));
    },
  });
  decisions += o.decisions;
  turns += o.turns;
}
const ms = performance.now() - t0;
// Clone/serialize of mid-game states (copies taken at decision 60).
const states = mid;
let t1 = performance.now();
const R = 20000;
for (let i = 0; i < R; i++) m.game.clone(states[i % states.length]!);
const cloneUs = ((performance.now() - t1) * 1000) / R;
t1 = performance.now();
for (let i = 0; i < 2000; i++) m.game.serialize(states[i % states.length]!);
const serUs = ((performance.now() - t1) * 1000) / 2000;
const bytes = m.game.serialize(states[0]!).length;
console.log(
  JSON.stringify({
    games: N,
    gamesPerSec: Math.round((N / ms) * 1000),
    decisionsPerSec: Math.round((decisions / ms) * 1000),
    turnsPerGame: +(turns / N).toFixed(1),
    decisionsPerGame: +(decisions / N).toFixed(1),
    cloneMicros: +cloneUs.toFixed(2),
    serializeMicros: +serUs.toFixed(1),
    stateBytes: bytes,
  }),
);
