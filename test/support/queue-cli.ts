/**
 * `arbiter …` with the toy game (`toy`), the toy game that fails some games (`broken`, broken-toy.ts) and the built-in
 * games, run as a process (queue-cli.mjs): `arbiter worker` processes of the queue tests load these games by id.
 */
import { main } from '../../src/cli/program.ts';
import { processIo } from '../../src/cli/io.ts';
import { builtinRegistry, type ModuleRegistry } from '../../src/cli/registry.ts';
import type { AnyGameModule } from '../../src/core/module.ts';
import { brokenToyModule } from './broken-toy.ts';
import { toyModule } from './toy-game.ts';

const here = (file: string): string => new URL(file, import.meta.url).href;

export const queueTestRegistry: ModuleRegistry = {
  ids: () => ['broken', 'toy', ...builtinRegistry.ids()],
  load: async (id) => {
    if (id === 'toy') return toyModule as unknown as AnyGameModule;
    if (id === 'broken') return brokenToyModule;
    return builtinRegistry.load(id);
  },
  source: (id) => {
    if (id === 'toy') return { url: here('./toy-game.ts'), exportName: 'toyModule' };
    if (id === 'broken') return { url: here('./broken-toy.ts'), exportName: 'brokenToyModule' };
    return builtinRegistry.source?.(id);
  },
};

// Run only as the process's entry (queue-cli.mjs), not when a test imports the registry.
if (process.argv[1]?.endsWith('queue-cli.mjs'))
  process.exitCode = await main(process.argv.slice(2), processIo(), queueTestRegistry);
