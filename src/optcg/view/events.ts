/**
 * Per-player event filtering (001 §11-2, §11-3, ARCHITECTURE §4): a card drawn, a Life card
 * taken into hand, cards looked at by an ability – their identity is the owner's alone.
 */
import type { PlayerId } from '../../core/decision.ts';
import type { GameEvent } from '../../core/game.ts';

/** Events whose card identity only their `player` may see. */
const OWNER_ONLY = new Set(['draw', 'life-to-hand']);

export function eventFor(e: GameEvent, player: PlayerId): GameEvent | null {
  if (e['player'] === player) return e;
  if (e.type === 'look') return null; // 001 §11-3-1: only the ability's owner looks
  if (OWNER_ONLY.has(e.type)) {
    const { card: _c, code: _k, ...rest } = e;
    return rest as GameEvent;
  }
  return e;
}
