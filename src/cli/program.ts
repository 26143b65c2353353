/**
 * The `arbiter` command: `arbiter <game> check|simulate|play …` for every registered
 * game, `arbiter replay FILE`, `arbiter engine --stdio`, `arbiter worker --queue URL` and `arbiter serve`. `main` takes
 * argv and streams and returns the exit
 * code, so tests run it in-process with a toy game registry.
 */
import { randomInt } from 'node:crypto';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { RuleError } from '../core/decision.ts';
import { DeckFormatError } from '../core/module.ts';
import { ReplayError } from '../core/replay.ts';
import { cardCommand, cardsCommand, type CardsOptions } from './cards.ts';
import { checkCommand, type CheckOptions } from './check.ts';
import { engineCommand } from './engine.ts';
import { CliError, printable, println, type Io } from './io.ts';
import { playCommand } from './play.ts';
import { builtinRegistry, type ModuleRegistry } from './registry.ts';
import { replayCommand } from './replay.ts';
import { serveCommand, type ServeOptions } from './serve.ts';
import { simulateCommand, type SimulateOptions } from './simulate.ts';
import { workerCommand, type WorkerOptions } from './worker.ts';

const collect = (value: string, previous: string[] | undefined): string[] => [...(previous ?? []), value];

function portNumber(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) > 65535)
    throw new InvalidArgumentError('expected a port number, 0 to 65535');
  return Number(value);
}

function wholeNumber(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) > 3_600_000) throw new InvalidArgumentError('expected 0 to 3600000');
  return Number(value);
}

function positiveInt(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new InvalidArgumentError('expected a whole number of at least 1');
  return Number(value);
}

interface PlayFlags {
  deck?: string[];
  seed?: string;
  hotseat?: boolean;
  save?: string;
  rules?: string;
  opponent?: string;
}

function buildProgram(registry: ModuleRegistry, io: Io, setCode: (code: number) => void): Command {
  const program = new Command('arbiter')
    .description('Arbiter: a rules engine for trading card games')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      // One line: commander puts its "(Did you mean …?)" on a line of its own.
      outputError: (s, write) =>
        write(
          `arbiter: ${s
            .replace(/^error: /, '')
            .trimEnd()
            .replace(/\s*\n\s*/g, ' ')}\n`,
        ),
    })
    .showSuggestionAfterError(true);

  for (const id of registry.ids()) {
    const gameCmd = program.command(id).description(`commands for the game "${id}"`);
    gameCmd
      .command('check')
      .description('check a deck (file path or bundled name); exit 1 when illegal')
      .argument('<deck>', 'deck file or bundled deck name')
      .option('--lflist <file>', 'a Forbidden/Limited list file (lflist.conf format)')
      .option('--list <name>', 'which list of the file (default: the first)')
      .option('--rules <id>', 'rule version whose deck limits apply')
      .action(async (deck: string, opts: CheckOptions) =>
        setCode(checkCommand(await registry.load(id), deck, io, opts)),
      );
    gameCmd
      .command('simulate')
      .description('play games between agents (random by default) and report wins and speed')
      .option('--deck <deck>', "a deck (give twice: player 0's, then player 1's)", collect)
      .option('--games <n>', 'number of games', positiveInt, 100)
      .option('--seed <seed>', 'seed of the run (each game derives its own)', '1')
      .option('--replays <dir>', "write each game's replay JSON into this folder")
      .option(
        '--rules <id>',
        'rule set of the game (ygo: master-rule-2020, master-rule-4, master-rule-2, pre-2008, ocg-2005)',
      )
      .option(
        '--workers <n>',
        'worker threads playing the games (default: every core); results are the same for any number',
        positiveInt,
      )
      .option('--agent0 <agent>', 'first agent: random, heuristic, search:<ms>ms or search:<iterations>')
      .option('--agent1 <agent>', 'second agent (the agents swap seats every other game)')
      .option(
        '--queue <url>',
        'play the games on `arbiter worker`s through a BullMQ queue on this Redis (redis://HOST[:PORT][/DB]); the same results',
      )
      .option(
        '--run-id <name>',
        'with --queue: name the run; the same command with the same --run-id resumes it (finished batches are not played again)',
      )
      .option('--batch <n>', 'with --queue: games per batch (default: 1 to 50, about 100 batches)', positiveInt)
      .action(async (opts: SimulateOptions & { agent0?: string; agent1?: string }) => {
        const { agent0, agent1, ...rest } = opts;
        const agents: [string, string] | undefined =
          agent0 !== undefined || agent1 !== undefined ? [agent0 ?? 'random', agent1 ?? 'random'] : undefined;
        const run: SimulateOptions = agents ? { ...rest, agents } : rest;
        setCode(await simulateCommand(await registry.load(id), run, io, registry.source?.(id), id));
      });
    gameCmd
      .command('play')
      .description('play in the terminal: you are player 0 against an agent (random by default), or --hotseat')
      .option('--deck <deck>', "a deck (give twice: player 0's, then player 1's)", collect)
      .option('--seed <seed>', 'seed of the game (default: a random one, printed)')
      .option('--hotseat', 'two humans at one keyboard')
      .option('--save <file>', "write the game's replay here when it ends")
      .option(
        '--rules <id>',
        'rule set of the game (ygo: master-rule-2020, master-rule-4, master-rule-2, pre-2008, ocg-2005)',
      )
      .option('--opponent <agent>', 'the opponent: random, heuristic, search:<ms>ms or search:<iterations>')
      .action(async (opts: PlayFlags) => {
        const seed = opts.seed ?? String(randomInt(1_000_000_000));
        setCode(await playCommand(await registry.load(id), { ...opts, seed }, io));
      });
    gameCmd
      .command('decks')
      .description('list the bundled decks')
      .action(async () => {
        const mod = await registry.load(id);
        for (const name of mod.bundledDecks()) println(io.stdout, name);
        setCode(0);
      });
    gameCmd
      .command('cards')
      .description('list the cards of the card list with their status (implemented, vanilla, missing)')
      .option('--set <set>', 'only this set (e.g. OP01, ST10, P)')
      .option('--implemented', 'only the cards a deck may hold (implemented or vanilla)')
      .option('--missing', 'only the cards not implemented yet (the deck check refuses them)')
      .action(async (opts: CardsOptions) => setCode(cardsCommand(await registry.load(id), id, opts, io)));
    gameCmd
      .command('card')
      .description('print a card: statistics, printed text, status and the abilities the engine gives it')
      .argument('<number>', 'card number, e.g. OP01-001')
      .action(async (number: string) => setCode(cardCommand(await registry.load(id), id, number, io)));
  }

  program
    .command('engine')
    .description('drive games from another program: JSON lines on standard input and output (see the README)')
    .option('--stdio', 'speak the protocol on standard input and output')
    .action(async (opts: { stdio?: boolean }) => setCode(await engineCommand(opts, registry, io)));

  program
    .command('serve')
    .description('run the match server and the browser client on one port (WebSocket protocol on /ws, see the README)')
    .option('--port <n>', 'port to listen on (default: PORT, else 8080; 0 picks a free one)', portNumber)
    .option('--host <address>', 'address to listen on (default 127.0.0.1; 0.0.0.0 serves other machines)')
    .option(
      '--data <dir>',
      'keep decks and matches in SQLite under this directory (default ./arbiter-data; DATABASE_URL=postgres://… ' +
        'uses PostgreSQL instead), so live matches survive a restart',
    )
    .option(
      '--spectator-delay <ms>',
      'spectators see every update this many milliseconds late (default 0)',
      wholeNumber,
    )
    .option(
      '--redis <url>',
      'scale out: serve the same rooms as the other servers on this Redis (redis://HOST:PORT; default: REDIS_URL)',
    )
    .action(async (opts: ServeOptions) => setCode(await serveCommand(opts, registry, io)));

  program
    .command('worker')
    .description('play batches of games for `arbiter <game> simulate --queue` runs until SIGINT or SIGTERM')
    .requiredOption('--queue <url>', 'the Redis of the queue: redis://HOST[:PORT][/DB]')
    .option('--threads <n>', 'batches played at once, each on its own thread (default 1)', positiveInt)
    .action(async (opts: WorkerOptions) => setCode(await workerCommand(opts, registry, io)));

  program
    .command('replay')
    .description('play a replay file back and print its result')
    .argument('<file>', 'replay JSON file')
    .option('--verbose', 'print every event')
    .action(async (file: string, opts: { verbose?: boolean }) =>
      setCode(await replayCommand(file, opts, registry, io)),
    );
  return program;
}

/** Runs the CLI; returns the process exit code. Every failure is one `arbiter: …` line on stderr. */
export async function main(
  argv: readonly string[],
  io: Io,
  registry: ModuleRegistry = builtinRegistry,
): Promise<number> {
  let code = 0;
  try {
    const first = argv.find((a) => !a.startsWith('-'));
    const ids = registry.ids();
    // Name an unknown game plainly, rather than commander's "unknown command".
    if (
      first !== undefined &&
      first === argv[0] &&
      first !== 'replay' &&
      first !== 'engine' &&
      first !== 'serve' &&
      first !== 'worker' &&
      first !== 'help' &&
      !ids.includes(first)
    ) {
      throw new CliError(`unknown game "${first}" (known: ${ids.join(', ') || 'none registered yet'})`);
    }
    if (argv.length === 1 && ids.includes(argv[0]!)) {
      throw new CliError(`${argv[0]} needs a command: check, simulate, play or decks (see arbiter ${argv[0]} --help)`);
    }
    const program = buildProgram(registry, io, (c) => (code = c));
    if (argv.length === 0) {
      program.outputHelp();
      return 1;
    }
    await program.parseAsync([...argv], { from: 'user' });
    return code;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode;
    println(io.stderr, `arbiter: ${printable(describeError(e))}`);
    if (process.env['ARBITER_DEBUG'] && e instanceof Error && e.stack) println(io.stderr, e.stack);
    return 1;
  }
}

function describeError(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const firstLine = e.message.split('\n')[0]!;
  // Errors the user can act on are shown as they are; anything else is named, since it is likely a bug.
  if (e instanceof CliError || e instanceof DeckFormatError || e instanceof ReplayError || e instanceof RuleError)
    return firstLine;
  if (/^unknown game /.test(firstLine)) return firstLine;
  return `${e.name}: ${firstLine}`;
}
