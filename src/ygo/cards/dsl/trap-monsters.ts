/** Trap Monsters (003 §3.4.4): the activation of a Trap Card that Special Summons itself as a monster. */
import { canSummonTrapMonster, summonTrapMonster } from '../../rules/trap-monsters.ts';
import type { EffectDef, Step } from '../types.ts';

export { isMonsterEffect, isTrapMonster } from '../../rules/card-types.ts';

/**
 * "Special Summon this card (in Defense Position) as a <…> Monster (…). (This card is also still a Trap Card.)": the
 * card's activation; at resolution it goes from its Spell & Trap Zone to a Main Monster Zone its controller chooses,
 * in the position the text gives ('either': its controller chooses). Not activatable without a free zone.
 */
export function trapMonsterActivation(
  position: 'either' | 'defense',
  extra: Partial<EffectDef> & { after?: Step } = {},
): EffectDef {
  const { after, ...rest } = extra;
  const summon: Step = (ctx) => {
    // 003 §3.4.4: it must still be the card that was activated, in its Spell & Trap Zone.
    if (!ctx.selfUnmoved() || ctx.self.location !== 'szone') return false;
    if (!canSummonTrapMonster(ctx.duel, ctx.self.uid, ctx.player)) return false;
    const defense =
      position === 'defense' ||
      ctx.chooseOption(['Attack Position', 'Defense Position'], 'Special Summon it in which position?') === 1;
    return summonTrapMonster(ctx.duel, ctx.self.uid, ctx.player, defense, ctx.asker);
  };
  return {
    label: 'Special Summon this card as a monster',
    type: 'activate',
    category: ['special-summon'],
    // 003 §3.4.3: an activation that could do nothing is not allowed (no free Main Monster Zone, a Summon lock).
    feasible: (ctx) => canSummonTrapMonster(ctx.duel, ctx.self.uid, ctx.player),
    ...rest,
    operation: after ? [summon, after] : [summon],
  };
}
