/**
 * `npm run bench [-- --games N] [--game ID] [--seconds S] [--search-iterations N]`: benchmarks every registered
 * game module (or the one named) with its default decks and its other benchmark matchups, random vs random; then how
 * fast each agent decides with the default decks (bench/agents.ts). `--game toy` measures the test suite's toy game,
 * to check the harness itself.
 */
import { Command, InvalidArgumentError } from 'commander';
import type { AnyGameModule } from '../src/core/module.ts';
import { gameIds, loadModule } from '../src/games.ts';
import { agentTexts, benchAgent, formatAgents } from './agents.ts';
import { benchModule, formatResult } from './harness.ts';

const positive = (v: string): number => {
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError('expected a positive number');
  return n;
};

const program = new Command('bench')
  .option('--games <n>', 'games per module for the throughput figure (default: as many as fit in --seconds)', positive)
  .option('--seconds <s>', 'time budget of the throughput run per module', positive, 5)
  .option('--game <id>', 'only this game')
  .option('--search-iterations <n>', "the search agent's iterations per decision in the agents' figures", positive, 16)
  .parse();
const opts = program.opts<{ games?: number; seconds: number; game?: string; searchIterations: number }>();

async function load(id: string): Promise<AnyGameModule> {
  if (id === 'toy') return (await import('../test/support/toy-game.ts')).toyModule as unknown as AnyGameModule;
  return loadModule(id);
}

try {
  const ids = opts.game ? [opts.game] : gameIds();
  if (ids.length === 0) console.log('bench: no game module is registered yet (src/games.ts); try --game toy');
  for (const id of ids) {
    const mod = await load(id);
    // The default decks, then the module's other benchmark matchups (Yu-Gi-Oh!: the Sky Striker mirror).
    for (const decks of [mod.defaultDecks, ...(mod.benchMatchups ?? [])]) {
      const result = benchModule(mod, {
        games: opts.games !== undefined ? Math.round(opts.games) : undefined,
        seconds: opts.seconds,
        decks,
      });
      console.log(formatResult(result));
      console.log();
    }
    // Each agent's speed with the default decks, against random, its own thinking time only.
    const config = mod.configFor([mod.loadDeck(mod.defaultDecks[0]), mod.loadDeck(mod.defaultDecks[1])]);
    const iterations = Math.round(opts.searchIterations);
    const agents = agentTexts(mod, iterations).map((text) => benchAgent(mod, config, text, { seconds: opts.seconds }));
    console.log(`agents (${mod.game.id}, ${mod.defaultDecks.join(' vs ')}, each against random; time in its own act)`);
    console.log(formatAgents(agents));
    console.log();
  }
} catch (e) {
  console.error(`bench: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
  process.exitCode = 1;
}
