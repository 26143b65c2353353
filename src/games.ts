/** The game modules this build knows, by id. Tools that work on every game (CLI, bench, replays) look them up here. */
import type { AnyGameModule } from './core/module.ts';

/**
 * Where a game module lives: the URL of the file and the name of the export holding the module. A worker thread
 * (simulate --workers) imports it by itself, since a module object cannot be sent between threads.
 */
export interface ModuleSource {
  url: string;
  exportName: string;
}

/** Each game module adds its line here; it is imported lazily, so a tool pays only for the game it uses. */
const sources: Record<string, ModuleSource> = {
  optcg: { url: new URL('./optcg/module.ts', import.meta.url).href, exportName: 'optcgModule' },
  ygo: { url: new URL('./ygo/module.ts', import.meta.url).href, exportName: 'ygoModule' },
};

/** Static imports of the same files (kept next to `sources`), so bundlers and test runners see them. */
const loaders: Record<string, () => Promise<AnyGameModule>> = {
  optcg: () => import('./optcg/module.ts').then((m) => m.optcgModule),
  ygo: () => import('./ygo/module.ts').then((m) => m.ygoModule),
};

export function gameIds(): string[] {
  return Object.keys(loaders).sort();
}

export async function loadModule(id: string): Promise<AnyGameModule> {
  const load = loaders[id];
  if (!load) throw new Error(`unknown game "${id}" (known: ${gameIds().join(', ')})`);
  return load();
}

/** The file and export of a known game's module, for code that must import it itself (a worker thread). */
export function moduleSource(id: string): ModuleSource | undefined {
  return sources[id];
}

/** Import a module from its source (in a worker thread). Throws when the export is missing. */
export async function importModule(source: ModuleSource): Promise<AnyGameModule> {
  const m = (await import(source.url)) as Record<string, unknown>;
  const mod = m[source.exportName];
  if (typeof mod !== 'object' || mod === null)
    throw new Error(`${source.url} has no export "${source.exportName}" holding a game module`);
  return mod as AnyGameModule;
}
