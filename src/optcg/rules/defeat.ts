/** Rule processing (001 §9): the only items are the two loss conditions of 001 §1-2-1-1. */
import { type OptcgState } from '../types.ts';
import { ev } from './zones.ts';

/** Returns true when the game is over (now or already). */
export function ruleProcessing(g: OptcgState): boolean {
  if (g.result !== null) return true;
  const a = g.players[0],
    b = g.players[1];
  // 001 §9-2-1-1 damage at 0 Life; 001 §9-2-1-2 (and §1-2-2-2) a deck of 0 cards.
  const l0 = a.lostByDamage || a.deck.length === 0;
  const l1 = b.lostByDamage || b.deck.length === 0;
  if (!l0 && !l1) return false;
  if (l0 && l1) {
    // 001 §9-2 does not say; both lose at once is a draw (policy, as the older English 1-2-3).
    g.result = { winner: null, reason: 'both-lose', rule: '001 §9-2-1' };
  } else {
    const loser = l0 ? a : b;
    const winner = l0 ? 1 : 0;
    g.result = loser.lostByDamage
      ? { winner, reason: 'damage-at-zero-life', rule: '001 §9-2-1-1' }
      : { winner, reason: 'deck-out', rule: '001 §9-2-1-2' };
  }
  g.phase = 'over';
  g.decision = null;
  g.rule = null;
  ev(g, { type: 'game-over', winner: g.result.winner, reason: g.result.reason, rule: g.result.rule });
  return true;
}

/** 001 §1-2-3: a player may concede at any time; they lose. */
export function concede(g: OptcgState, p: 0 | 1): void {
  if (g.result !== null) return;
  g.result = { winner: p === 0 ? 1 : 0, reason: 'concede', rule: '001 §1-2-3' };
  g.phase = 'over';
  g.decision = null;
  g.rule = null;
  ev(g, { type: 'game-over', winner: g.result.winner, reason: 'concede', rule: '001 §1-2-3' });
}
