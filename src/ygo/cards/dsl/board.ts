/** Reading the board: zones, free zones, monsters, current ATK/DEF, once-per-turn use, whether a Summon or a control change is possible; and the types card code handles. */

export {
  onField,
  freeSpellZones,
  freeMonsterZones,
  monsters,
  monsterCount,
  canPlaceMonster,
} from '../../rules/zones.ts';
export { atkOf, defOf } from '../../rules/stats.ts';
export { canSpecialSummon } from '../../rules/special-summon.ts';
export { canTakeControl } from '../../rules/control.ts';
export { oncePerTurnKey, oncePerTurnUsed } from '../../rules/activation.ts';
export type { EffectContext } from '../../rules/context.ts';
export type { CardInstance, DuelState, DuelEventRecord, Location } from '../../state.ts';
export type { PlayerId } from '../../../core/decision.ts';
