/**
 * A monster's current Level (003 §3.3.1 "Level/Rank": a changed Level replaces the old one, never two values at once).
 * Printed everywhere but face-up in the Monster Zone, where resolved changes apply in timestamp order (003 §3.4.4: a
 * later change applies over an earlier one): "its Level becomes N" replaces, "increase its Level by N" adds. Face-down
 * monsters keep no changes (003 §3.3.2 "Face-down Defense": Level changes do not apply to them). Xyz and Link
 * Monsters have no Level (0 here) and cannot have one given.
 */
import { cardDef } from '../cards/registry.ts';
import { Reason, type CardInstance, type DuelState } from '../state.ts';
import { raise } from './events.ts';

export function levelOf(duel: DuelState, c: CardInstance): number {
  const printed = cardDef(c.code).level ?? 0;
  if (printed === 0 || c.location !== 'mzone' || !c.faceUp || duel.lingering.length === 0) return printed;
  let level = printed;
  let ts = -1;
  // Lingering changes are kept in timestamp order (each takes duel.nextStamp when made).
  for (const l of duel.lingering) {
    if (l.kind !== 'level' || l.uid !== c.uid || l.stamp !== c.stamp || l.ts < ts) continue;
    level = l.mode === 'add' ? level + l.value : l.value;
    ts = l.ts;
  }
  // A Level is never below 1.
  return level < 1 ? 1 : level;
}

/** Has this monster a Level that an effect may change (003 §3.3.1: Xyz and Link Monsters have none)? */
export function hasLevel(c: CardInstance): boolean {
  return (cardDef(c.code).level ?? 0) > 0;
}

/**
 * 003 §3.4.4: a resolved "its Level becomes N" (`set`) or "increase / reduce its Level by N" (`add`) on a face-up
 * monster, until the end of this turn or for as long as it stays face-up on the field. A Level that went up raises a
 * 'level-up' event ("When the Level of this card increases": Fortune Lady Earth). Returns whether the Level changed.
 */
export function changeLevel(
  duel: DuelState,
  uid: number,
  mode: 'set' | 'add',
  value: number,
  untilEndOfTurn: boolean,
  player: DuelState['turnPlayer'],
): boolean {
  const c = duel.cards[uid]!;
  if (!hasLevel(c) || c.location !== 'mzone' || !c.faceUp) return false;
  const before = levelOf(duel, c);
  duel.lingering.push({
    kind: 'level',
    uid,
    stamp: c.stamp,
    mode,
    value,
    ts: duel.nextStamp++,
    untilTurn: untilEndOfTurn ? duel.turn : -1,
  });
  const after = levelOf(duel, c);
  if (after > before) raise(duel, 'level-up', uid, player, Reason.EFFECT, 'mzone');
  return after !== before;
}
