/**
 * 003 §3.2.1 "Columns": 5 columns, each made of a player's Main Monster Zone and Spell & Trap Zone and the opponent's
 * Main Monster Zone and Spell & Trap Zone facing them; an Extra Monster Zone belongs to the column it sits in. The Field
 * Zone is in no column. Columns are counted from a player's own side (their zones 0–4 from left to right; the
 * opponent's zone s faces column 4 − s), as in link-arrows.ts.
 */
import type { PlayerId } from '../../core/decision.ts';
import type { CardInstance, DuelState } from '../state.ts';
import { isLocked } from './lingering.ts';
import { emzColumn } from './link-arrows.ts';

/** The column, as `viewer` sees the board, of a card in a Monster Zone or Spell & Trap Zone; -1 elsewhere. */
export function columnOf(c: CardInstance, viewer: PlayerId): number {
  let own: number;
  if (c.location === 'szone' && c.seq >= 0 && c.seq <= 4) own = c.seq;
  else if (c.location === 'mzone' && c.seq >= 0 && c.seq <= 4) own = c.seq;
  // 003 §3.2.1: an Extra Monster Zone is in column 1 or 3 (seq 5 is column 1 for player 0, column 3 for player 1).
  else if (c.location === 'mzone' && (c.seq === 5 || c.seq === 6)) own = emzColumn(c.controller, c.seq);
  else return -1;
  return c.controller === viewer ? own : 4 - own;
}

/** Are two cards on the field in the same column (003 §3.2.1)? */
export function sameColumn(a: CardInstance, b: CardInstance): boolean {
  const col = columnOf(a, a.controller);
  return col >= 0 && col === columnOf(b, a.controller);
}

/**
 * Infinite Impermanence: "for the rest of this turn all other Spell/Trap effects in this column are negated". The
 * column is fixed when the effect applies (a lock of `player`, coded by the column as they see it); it applies to
 * the Spells and Traps in it then and to those placed there later this turn.
 */
export function spellTrapColumnNegated(duel: DuelState, c: CardInstance): boolean {
  if (c.location !== 'szone') return false;
  for (const p of [0, 1] as const) {
    const col = columnOf(c, p);
    if (col >= 0 && isLocked(duel, p, 'negate-spell-trap-column', col + 1)) return true;
  }
  return false;
}

/** The monsters on the field (both players', Extra Monster Zones included) in column `col` as `viewer` sees it. */
export function monstersInColumn(duel: DuelState, viewer: PlayerId, col: number): number[] {
  const out: number[] = [];
  for (const p of [viewer, (1 - viewer) as PlayerId]) {
    const zones = duel.players[p].mzone;
    for (let s = 0; s < zones.length; s++)
      if (zones[s]! >= 0 && columnOf(duel.cards[zones[s]!]!, viewer) === col) out.push(zones[s]!);
  }
  for (const u of duel.emz) if (u >= 0 && columnOf(duel.cards[u]!, viewer) === col) out.push(u);
  return out;
}

/**
 * 003 §3.2.1 "Adjacent": the monsters in the Main Monster Zones left and right of this monster's zone, on its
 * controller's side. An Extra Monster Zone is adjacent to nothing (TC-16), nor are the facing zones or the Spell & Trap
 * Zones.
 */
export function adjacentMonsters(duel: DuelState, c: CardInstance): number[] {
  if (c.location !== 'mzone' || c.seq < 0 || c.seq > 4) return [];
  const zones = duel.players[c.controller].mzone;
  return [c.seq - 1, c.seq + 1].filter((s) => s >= 0 && s <= 4 && zones[s]! >= 0).map((s) => zones[s]!);
}
