/**
 * 003 §3.4.4 Union monsters (TC-103): a Union equips itself to a monster by its own ignition effect and is then an
 * Equip Card (an Equip Spell, 003 §3.4.4 "Monsters as Equip Cards"); it unequips itself by Special Summoning itself;
 * equip or unequip, once per turn. A monster is equipped with one Union at a time (the Union rule every Union text
 * carries). While equipped it may be destroyed in the equipped monster's place.
 */
import { cardDef } from '../cards/registry.ts';
import type { CardInstance, DuelState } from '../state.ts';
import { isEquipCard } from './card-types.ts';
import { isNegated } from './statics.ts';
import { canPlaceMonster, freeSpellZones } from './zones.ts';
import { maySpecialSummon } from './special-summon.ts';

export function isUnion(c: CardInstance): boolean {
  return cardDef(c.code).categories?.includes('union') === true;
}

/** The Unions equipped to `monster` by their own effects. */
export function unionsOn(duel: DuelState, monster: number): number[] {
  const out: number[] = [];
  for (const p of [0, 1] as const)
    for (const u of duel.players[p].szone) {
      if (u < 0) continue;
      const e = duel.cards[u]!;
      if (e.equipTarget === monster && e.equipBy === e.uid && isUnion(e)) out.push(u);
    }
  return out;
}

/**
 * May `union` equip itself to `monster` now: the monster face-up in its controller's Monster Zone, equipped with no
 * Union yet (one Union per monster), a Spell & Trap Zone free for it.
 */
export function mayEquipUnion(duel: DuelState, union: CardInstance, monster: CardInstance): boolean {
  return (
    monster.uid !== union.uid &&
    monster.location === 'mzone' &&
    monster.faceUp &&
    monster.controller === union.controller &&
    unionsOn(duel, monster.uid).length === 0 &&
    (union.location === 'szone' || freeSpellZones(duel, union.controller) > 0)
  );
}

/** May the equipped `union` unequip itself and Special Summon itself now (a free Monster Zone, no Summon lock). */
export function mayUnequipUnion(duel: DuelState, union: CardInstance): boolean {
  return (
    union.location === 'szone' &&
    union.equipTarget >= 0 &&
    canPlaceMonster(duel, union.controller, false) &&
    maySpecialSummon(duel, union.uid, union.controller)
  );
}

/**
 * 003 §3.4.4 Union and other Equip Cards that are destroyed instead of the monster they equip ("If the equipped monster
 * would be destroyed by battle or card effect, destroy this card instead"): the face-up, un-negated Equip Cards
 * that may replace the destruction of monster `uid` by `by` (not one already being destroyed), mandatory or
 * optional as asked.
 */
export function equipSubstitutes(
  duel: DuelState,
  uid: number,
  alsoDestroyed: readonly number[],
  by: 'battle' | 'effect',
  optional: boolean,
): number[] {
  const out: number[] = [];
  for (const p of [0, 1] as const)
    for (const u of duel.players[p].szone) {
      if (u < 0 || alsoDestroyed.includes(u)) continue;
      const e = duel.cards[u]!;
      if (e.equipTarget !== uid || !e.faceUp || !isEquipCard(e)) continue;
      const sub = cardDef(e.code).substituteForEquipped;
      if (!sub || (sub.optional === true) !== optional || (by === 'battle' && sub.by === 'effect')) continue;
      if (isNegated(duel, e) || (sub.when && !sub.when(duel, e, duel.cards[uid]!))) continue;
      out.push(u);
    }
  return out;
}

/** The mandatory Equip Card substitute for monster `uid` (Union), or -1. */
export function equipSubstitute(
  duel: DuelState,
  uid: number,
  alsoDestroyed: readonly number[],
  by: 'battle' | 'effect' = 'effect',
): number {
  return equipSubstitutes(duel, uid, alsoDestroyed, by, false)[0] ?? -1;
}
