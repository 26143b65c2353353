/** The game modules this build knows, by id. Tools that work on every game (CLI, bench, replays) look games up here. */
import type { AnyGame } from './core/game.ts';

const registry = new Map<string, () => Promise<AnyGame>>();

export function registerGame(id: string, load: () => Promise<AnyGame>): void {
  registry.set(id, load);
}

export async function loadGame(id: string): Promise<AnyGame> {
  const load = registry.get(id);
  if (!load) throw new Error(`unknown game "${id}" (known: ${[...registry.keys()].sort().join(', ')})`);
  return load();
}
