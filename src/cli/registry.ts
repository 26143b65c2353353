/** Where the CLI finds game modules: the build's registry, or one injected by tests. */
import type { AnyGameModule } from '../core/module.ts';
import { gameIds, loadModule, moduleSource, type ModuleSource } from '../games.ts';

export interface ModuleRegistry {
  ids(): string[];
  load(id: string): Promise<AnyGameModule>;
  /**
   * Where a worker thread can import the game's module from (simulate --workers). A registry without it (or
   * answering undefined) has its games simulated on the main thread only.
   */
  source?(id: string): ModuleSource | undefined;
}

export const builtinRegistry: ModuleRegistry = { ids: gameIds, load: loadModule, source: moduleSource };
