/** Reading the board: zones, free zones, monsters, current ATK/DEF, once-per-turn use, whether a Summon or a control change is possible; and the types card code handles. */
import { cardDef } from '../registry.ts';
import type { CardInstance, DuelState } from '../../state.ts';
import type { PlayerId } from '../../../core/decision.ts';
import { isSpellCard } from '../../rules/card-types.ts';
import { pointedZones } from '../../rules/link-arrows.ts';

export {
  onField,
  freeSpellZones,
  freeMonsterZones,
  monsters,
  monsterCount,
  canPlaceMonster,
  inPendulumZone,
  freePendulumZones,
} from '../../rules/zones.ts';
export { atkOf, defOf } from '../../rules/stats.ts';
export { changeLevel, hasLevel, levelOf } from '../../rules/level.ts';
export { banishForbidden } from '../../rules/statics.ts';
export {
  ATTRIBUTES,
  archetypesOf,
  attributeOf,
  hasAttribute,
  hasName,
  inArchetype,
  nameOf,
  printedName,
  sameName,
  typeOf,
} from '../../rules/identity.ts';
export { canSpecialSummon, maySpecialSummon, maySpecialSummonFromExtraByEffect } from '../../rules/special-summon.ts';
export { placeableZones } from '../../rules/zone-choice.ts';
export { extraSummonZones } from '../../rules/extra-deck-zones.ts';
export { canTurnFaceDown } from '../../rules/position.ts';
export { intactMaterials } from '../../rules/materials.ts';
export { coLinkedWith, isCoLinked, linkedZones, pointedMonsters, pointedZones } from '../../rules/link-arrows.ts';
export { adjacentMonsters, columnOf, monstersInColumn, sameColumn } from '../../rules/columns.ts';
export { canTakeControl, controlCanSwitch } from '../../rules/control.ts';
export { atDamageTiming, attackedThisTurnWith } from '../../rules/battle.ts';
export { addDamageCalculationBoost, UNTIL_END_OF_DAMAGE_STEP } from '../../rules/lingering.ts';
export { oncePerTurnKey, oncePerTurnUsed } from '../../rules/activation.ts';
export type { EffectContext } from '../../rules/context.ts';
export type { CardInstance, DuelState, DuelEventRecord, Location } from '../../state.ts';
export type { PlayerId } from '../../../core/decision.ts';

/**
 * The original ATK an effect that makes it "become X" (half, double) computes from: the printed value, with "?"
 * as 0 (003 §3.4.4): two Shrinks on Blue-Eyes White Dragon leave it at 1500, not 750.
 */
export function printedAtk(c: CardInstance): number {
  return Math.max(0, cardDef(c.code).atk ?? 0);
}

/**
 * "If you control no monsters in your Main Monster Zones" (Sky Striker): a monster in an Extra Monster Zone does not
 * count (003 §3.2.1: the Extra Monster Zones are not Main Monster Zones).
 */
export function noMainZoneMonsters(duel: DuelState, player: PlayerId): boolean {
  return duel.players[player].mzone.every((u) => u < 0);
}

/** "If you have N or more Spells in your GY": how many Spell Cards are in the player's GY (003 §3.2.1). */
export function spellsInGy(duel: DuelState, player: PlayerId): number {
  let n = 0;
  for (const u of duel.players[player].gy) if (isSpellCard(duel.cards[u]!)) n++;
  return n;
}

/** "Your zone this card points to": `player`'s free Main Monster Zones the Link Monster `uid` points to (003 §3.2.1). */
export function freePointedZones(duel: DuelState, uid: number, player: PlayerId): number[] {
  const mine = duel.players[player].mzone;
  return pointedZones(duel, uid)
    .filter((z) => z.player === player && z.seq < 5 && mine[z.seq]! < 0)
    .map((z) => z.seq);
}
