/** Rule processing (001 §9): the only items are the two loss conditions of 001 §1-2-1-1. */
import { defAt } from '../cards/defs.ts';
import { type OptcgState } from '../types.ts';
import { condsHold, isNegated } from './power.ts';
import { ev } from './zones.ts';

/** "When your deck is reduced to 0, you win the game instead of losing" (OP03-040): a permanent ability of the Leader. */
function winsOnDeckOut(g: OptcgState, p: 0 | 1): boolean {
  const l = g.players[p].leader;
  const d = defAt(g.code, l);
  if (!d.gains.some((x) => x.winsOnDeckOut === true) || isNegated(g, l)) return false;
  return d.gains.some((x) => x.winsOnDeckOut === true && condsHold(g, x.if, l, p));
}

/** Returns true when the game is over (now or already). */
export function ruleProcessing(g: OptcgState): boolean {
  if (g.result !== null) return true;
  const a = g.players[0],
    b = g.players[1];
  // 001 §9-2-1-1 damage at 0 Life; 001 §9-2-1-2 (and §1-2-2-2) a deck of 0 cards.
  // 001 §1-3-1: the card's text wins over 001 §9-2-1-2: that player wins instead of losing (OP03-040).
  const w0 = a.deck.length === 0 && !a.lostByDamage && winsOnDeckOut(g, 0);
  const w1 = b.deck.length === 0 && !b.lostByDamage && winsOnDeckOut(g, 1);
  if (w0 !== w1) {
    g.result = { winner: w0 ? 0 : 1, reason: 'deck-out-win', rule: '001 §1-3-1' };
    g.phase = 'over';
    g.decision = null;
    g.rule = null;
    ev(g, { type: 'game-over', winner: g.result.winner, reason: g.result.reason, rule: g.result.rule });
    return true;
  }
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
