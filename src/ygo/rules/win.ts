/** 003 §3.1.4: the end of the Duel — LP 0, unable to draw, effect wins; simultaneous loss is a draw. */
import type { PlayerId } from '../../core/decision.ts';
import { cardDef } from '../cards/registry.ts';
import { poolHas } from './pool.ts';
import type { DuelState } from '../state.ts';
import { log } from './events.ts';

/** Record that `p` loses. If the opponent already lost in the same action, the Duel is a draw. */
export function loseDuel(duel: DuelState, p: PlayerId, reason: string, rule: string): void {
  const r = duel.result;
  if (r) {
    // 003 §3.1.4: both players losing at the same time is a draw.
    if (r.winner === p && r.reason !== 'surrender')
      duel.result = { winner: null, reason: `${r.reason}+${reason}`, rule };
    return;
  }
  duel.result = { winner: (1 - p) as PlayerId, reason, rule };
  duel.pending = null;
  log(duel, { type: 'duel-end', winner: 1 - p, reason, rule });
}

/** 003 §3.1.4: both players reach 0 LP simultaneously → draw. Called after simultaneous damage. */
export function checkLp(duel: DuelState): void {
  const a = duel.players[0].lp <= 0,
    b = duel.players[1].lp <= 0;
  if (a && b) duel.result = { winner: null, reason: 'lp-zero', rule: '003 §3.1.4' };
  else if (a) loseDuel(duel, 0, 'lp-zero', '003 §3.1.4');
  else if (b) loseDuel(duel, 1, 'lp-zero', '003 §3.1.4');
}

/**
 * 003 §3.5.3: win-condition text (Exodia) is not an effect. It is checked whenever nothing is
 * mid-resolution: after each chain link (TC-126) and between actions, so a set broken before its
 * effect finishes does not win (TC-125). Both players meeting one at once is a draw.
 */
export function checkWinConditions(duel: DuelState): void {
  if (duel.result) return;
  // Checked before every priority window: skipped in duels whose decks hold no card with such text (most).
  if (!poolHas(duel, 'winConditions', (def) => cardDef(def.code).winCondition !== undefined)) return;
  const wins: [boolean, boolean] = [false, false];
  for (const p of [0, 1] as const) {
    for (const u of duel.players[p].hand) {
      const c = duel.cards[u]!;
      const cond = cardDef(c.code).winCondition;
      if (cond && cond(duel, c)) wins[p] = true;
    }
  }
  if (wins[0] && wins[1]) duel.result = { winner: null, reason: 'win-condition', rule: '003 §3.5.3' };
  else if (wins[0]) loseDuel(duel, 1, 'win-condition', '003 §3.5.3');
  else if (wins[1]) loseDuel(duel, 0, 'win-condition', '003 §3.5.3');
}
