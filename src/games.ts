/** The game modules this build knows, by id. Tools that work on every game (CLI, bench, replays) look games up here. */
import type { AnyGame } from './core/game.ts';

/** Lazy loaders, so a tool pays only for the game it uses. Game modules add themselves here. */
const loaders: Record<string, () => Promise<AnyGame>> = {};

export const GAME_IDS: readonly string[] = Object.keys(loaders);

export async function loadGame(id: string): Promise<AnyGame> {
  const load = loaders[id];
  if (!load) throw new Error(`unknown game "${id}" (known: ${Object.keys(loaders).sort().join(', ')})`);
  return load();
}
