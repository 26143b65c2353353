/**
 * The Life area moved by effects (001 §3-10, §4-6): Life cards added to hand, trashed, placed from the hand, the deck
 * or the field, face down or face up, and looked at. The top of Life is the last element of `PlayerState.life`.
 * Damage (001 §4-6-2) is battle.ts's; these are the moves effects make, which never activate a [Trigger] (001 §10-1-5
 * Impl: only damage does).
 */
import type { PlayerId } from '../../core/decision.ts';
import { Z, type OptcgState } from '../types.ts';
import { fireOnField } from './abilities.ts';
import { hasFlag } from './power.ts';
import { ev, moveTo } from './zones.ts';

export type LifeEnd = 'top' | 'bottom';

/** The Life card at an end of player p's Life area (undefined when it is empty). */
export function lifeAt(g: OptcgState, p: PlayerId, end: LifeEnd): number | undefined {
  const life = g.players[p].life;
  return end === 'top' ? life[life.length - 1] : life[0];
}

/**
 * May player p add Life cards to their hand with their own effects now? Not after "you cannot add Life cards to your
 * hand using your own effects during this turn" (OP02-004, OP02-023; 001 §1-3-3: the prohibition wins). Damage is not
 * an effect and still adds Life to the hand (001 §4-6-2-1).
 */
export function canAddLifeToHandByEffect(g: OptcgState, p: PlayerId): boolean {
  return !hasFlag(g, g.players[p].leader, 'noLifeToHand');
}

/** Life card c goes to its owner's hand, unrevealed (001 §4-6-2-1 for damage, §3-1-5: the hand is secret). */
export function lifeCardToHand(g: OptcgState, c: number): void {
  const p = g.owner[c]!;
  moveTo(g, c, Z.hand);
  ev(g, { type: 'life-to-hand', player: p, card: c, code: g.code[c]! });
  // "When a card is added to your hand from your Life" (OP05-107; 001 §8-1-3-1): by damage or by an effect.
  fireOnField(g, p, 'onLifeToHand');
  lifeLeft(g, p);
}

/**
 * A Life card of player p has just left the Life area (to the hand, the trash, the deck, or revealed for its
 * [Trigger]): when none is left, "When your number of Life cards becomes 0" (OP05-098; 001 §8-1-3-1) meets its timing.
 * During damage the ability waits until the damage has been dealt (001 §8-6-2).
 */
export function lifeLeft(g: OptcgState, p: PlayerId): void {
  if (g.players[p].life.length === 0) fireOnField(g, p, 'onLifeZero');
}

/** An effect adds p's Life card at `end` to p's hand. */
export function lifeToHand(g: OptcgState, p: PlayerId, end: LifeEnd): number | undefined {
  const c = lifeAt(g, p, end);
  if (c !== undefined) lifeCardToHand(g, c);
  return c;
}

/** An effect trashes p's Life card at `end` (face up into the open trash, 001 §3-5; no damage, no [Trigger]). */
export function trashLife(g: OptcgState, p: PlayerId, end: LifeEnd): number | undefined {
  const c = lifeAt(g, p, end);
  if (c === undefined) return undefined;
  moveTo(g, c, Z.trash);
  ev(g, { type: 'trash', player: p, card: c, code: g.code[c]!, from: 'life' });
  lifeLeft(g, p);
  return c;
}

/**
 * Put card c at `end` of its owner's Life area (001 §3-10-1), face down or, when an effect says so, face up (001
 * §3-10-2-1). A Character leaving the field is a new card there (001 §3-1-6: moveTo resets it).
 */
export function addToLife(
  g: OptcgState,
  c: number,
  end: LifeEnd,
  faceUp: boolean,
  from: 'hand' | 'deck' | 'field',
): void {
  const p = g.owner[c]!;
  moveTo(g, c, Z.life);
  if (end === 'bottom') {
    const life = g.players[p].life;
    life.pop();
    life.unshift(c);
  }
  if (faceUp) {
    g.faceUp[c] = 1;
    ev(g, { type: 'life-face-up', player: p, card: c, code: g.code[c]!, end });
  } else {
    ev(g, { type: 'life-added', player: p, card: c, code: g.code[c]!, end, from });
  }
}

/**
 * Put Life card c (already in the Life area) back at `end` (001 §3-10-3: it keeps its face-up or face-down state).
 */
export function placeLifeAt(g: OptcgState, c: number, end: LifeEnd): void {
  const life = g.players[g.owner[c]!].life;
  life.splice(life.indexOf(c), 1);
  if (end === 'top') life.push(c);
  else life.unshift(c);
}
