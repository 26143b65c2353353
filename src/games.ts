/** The game modules this build knows, by id. Tools that work on every game (CLI, bench, replays) look them up here. */
import type { AnyGameModule } from './core/module.ts';

/** Lazy loaders, so a tool pays only for the game it uses. Each game module adds its line here. */
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
