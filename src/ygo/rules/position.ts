/** 003 §3.3.2: battle positions, and changing them by effect. */
import type { DuelState } from '../state.ts';
import { isToken } from '../card-stats.ts';
import { cardDef } from '../cards/registry.ts';
import { log, newGroup, raise } from './events.ts';
import { Reason } from '../state.ts';
import { dropLingering } from './lingering.ts';
import { trapMonsterFaceDown } from './trap-monsters.ts';
import { clearCounters } from './counters.ts';
import { activeStatics, unaffectedByResolving } from './statics.ts';

/**
 * Whether an effect can turn this face-up monster face-down: never a Token (003 §3.3.2 "Tokens") nor a Link Monster
 * (003 §3.3.2), nor any monster while "Monster Cards cannot be … flipped face-down" applies (Light of Intervention).
 */
export function canTurnFaceDown(duel: DuelState, uid: number): boolean {
  const c = duel.cards[uid]!;
  const def = cardDef(c.code);
  if (!c.faceUp || c.location !== 'mzone' || isToken(def) || def.linkArrows || def.categories?.includes('link'))
    return false;
  return !monsterFaceDownForbidden(duel);
}

/** "Monster Cards cannot be Set or flipped face-down" (Light of Intervention, 003 §3.3.2) applies now. */
export function monsterFaceDownForbidden(duel: DuelState): boolean {
  return activeStatics(duel).some((a) => a.st.kind === 'no-monster-set');
}

/** Change a monster's position. Turning face-up raises "flipped" (flip effects, 003 §3.3.2). */
export function changePosition(
  duel: DuelState,
  uid: number,
  to: { faceUp: boolean; defense: boolean },
  by: 0 | 1 | -1,
): void {
  const c = duel.cards[uid]!;
  if (c.location !== 'mzone') return;
  if (c.faceUp === to.faceUp && c.defense === to.defense) return;
  // 003 §3.4.4 "unaffected by …": a face-up monster unaffected by the chain link now resolving keeps its position.
  if (by >= 0 && c.faceUp && unaffectedByResolving(duel, c)) return;
  // 003 §3.4.4 (and §3.3.2 "Tokens"): a Token can never be face-down; turning it face-down does nothing to it.
  if (!to.faceUp && isToken(cardDef(c.code))) return;
  // 003 §3.3.2: a Link Monster is only ever in face-up Attack Position; effects cannot change that.
  if (cardDef(c.code).linkArrows) return;
  // "Monster Cards cannot be … flipped face-down" (Light of Intervention, 003 §3.3.2).
  if (c.faceUp && !to.faceUp && monsterFaceDownForbidden(duel)) return;
  newGroup(duel);
  // 003 §3.4.4 "Trap monsters": turned face-down it goes back to a Spell & Trap Zone (or the GY).
  if (!to.faceUp && trapMonsterFaceDown(duel, uid)) return;
  const flipped = !c.faceUp && to.faceUp;
  if (c.faceUp && !to.faceUp) {
    dropLingering(duel, uid);
    // 003 §3.4.4 "Gemini": a Gemini Summoned Gemini turned face-down is a Normal Monster again.
    c.gemini = false;
    // 003 §3.4.4: a face-down card cannot hold counters: turning face-down removes them.
    clearCounters(c);
  }
  c.faceUp = to.faceUp;
  c.defense = to.defense;
  // A change by a card effect does not use up the monster's own once-per-turn position change (003 §3.3.2, TC-30):
  // `positionTurn` records only Summons, Sets, manual changes and Flip Summons.
  log(duel, { type: 'position', card: uid, code: c.faceUp ? c.code : undefined, faceUp: c.faceUp, defense: c.defense });
  if (flipped) raise(duel, 'flipped', uid, by === -1 ? c.controller : by, Reason.EFFECT, 'mzone');
}
