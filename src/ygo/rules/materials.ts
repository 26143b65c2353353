/**
 * 003 §3.3.2 material status: the monsters used for a Fusion or Synchro Summon are that monster's materials while
 * neither moves (temporary banishment aside). De-Fusion and De-Synchro read it: a material revived and destroyed
 * again is a new card (TC-37), a Synchro Monster destroyed and revived has no materials (TC-38).
 */
import type { DuelState } from '../state.ts';

/** 003 §3.3.2: remember the monsters used for the Summon, as they are now (a material that moves stops being one). */
export function recordMaterials(duel: DuelState, uid: number, materials: readonly number[]): void {
  const c = duel.cards[uid]!;
  c.materials = materials.slice();
  c.materialStamps = materials.map((u) => duel.cards[u]!.stamp);
}

/**
 * The monsters used for this monster's Fusion or Synchro Summon that are still its materials (003 §3.3.2: none moved
 * since; TC-37, TC-38), or null when some of them are not (De-Synchro then Special Summons nothing).
 */
export function intactMaterials(duel: DuelState, uid: number): number[] | null {
  const c = duel.cards[uid]!;
  if (c.materials.length === 0) return null;
  for (let i = 0; i < c.materials.length; i++)
    if (duel.cards[c.materials[i]!]!.stamp !== c.materialStamps[i]) return null;
  return c.materials.slice();
}
