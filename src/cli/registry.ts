/** Where the CLI finds game modules: the build's registry, or one injected by tests. */
import type { AnyGameModule } from '../core/module.ts';
import { gameIds, loadModule } from '../games.ts';

export interface ModuleRegistry {
  ids(): string[];
  load(id: string): Promise<AnyGameModule>;
}

export const builtinRegistry: ModuleRegistry = { ids: gameIds, load: loadModule };
