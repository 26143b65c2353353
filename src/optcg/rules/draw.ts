/**
 * Drawing by an effect (001 §4-5-3: draw X is draw 1, X times). The Draw Phase's draw (001 §6-3-1) and the opening
 * hand (001 §5-2-1-6) use zones.ts `draw` directly; a draw made here, outside the drawer's Draw Phase, meets the
 * timing of "When you draw a card outside of your Draw Phase" (OP05-053; 001 §8-1-3-1).
 */
import type { PlayerId } from '../../core/decision.ts';
import type { OptcgState } from '../types.ts';
import { fireOnField } from './abilities.ts';
import { draw } from './zones.ts';

/** Player p draws n cards by an effect; returns how many were drawn (an empty deck draws nothing, 001 §1-3-2). */
export function drawByEffect(g: OptcgState, p: PlayerId, n: number): number {
  const k = draw(g, p, n);
  if (k > 0 && !(g.phase === 'draw' && g.turnPlayer === p)) fireOnField(g, p, 'onDrawOutsideDrawPhase');
  return k;
}
