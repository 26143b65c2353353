/** Union monsters (003 §3.4.4): their equip and unequip ignition effects, once per turn between them. */
import type { EffectContext } from '../../rules/context.ts';
import { mayEquipUnion, mayUnequipUnion } from '../../rules/union.ts';
import type { EffectDef } from '../types.ts';
import { cardsIn, type CardFilter } from './filters.ts';
import { equipCard } from './operations.ts';
import { specialSummon } from './summons.ts';
import { targetable } from './targets.ts';

/**
 * "Target 1 <what> you control; equip this card to that target" (a Union's first option): from the Monster Zone, to
 * a face-up monster that has no Union yet; the equip uses the Union's shared once per turn.
 */
export function unionEquip(filter: CardFilter, what: string): EffectDef {
  const candidates = (ctx: EffectContext): number[] =>
    cardsIn(ctx.duel, ctx.player, 'you', 'monsters', filter).filter(
      (u) => mayEquipUnion(ctx.duel, ctx.self, ctx.card(u)) && targetable(ctx.duel, u, ctx.self.uid),
    );
  return {
    label: `Equip this card to 1 ${what} you control`,
    type: 'ignition',
    range: ['mzone'],
    oncePerTurn: 'union',
    category: ['equip'],
    target: {
      can: (ctx) => candidates(ctx).length > 0,
      choose: (ctx) =>
        ctx.setTargets(ctx.choose({ from: candidates(ctx), min: 1, max: 1, prompt: `Target 1 ${what} you control` })),
    },
    operation: [
      (ctx) => {
        const t = ctx.target();
        // 003 §3.4.4: the Union must still be the face-up monster that activated, the target still equippable.
        if (t < 0 || !ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return false;
        if (!mayEquipUnion(ctx.duel, ctx.self, ctx.card(t))) return false;
        return equipCard(ctx, ctx.self.uid, t);
      },
    ],
  };
}

/** "Unequip this card and Special Summon it" (a Union's second option), in face-up Attack Position. */
export function unionUnequip(): EffectDef {
  return {
    label: 'Unequip this card and Special Summon it',
    type: 'ignition',
    range: ['szone'],
    oncePerTurn: 'union',
    category: ['special-summon'],
    condition: (ctx) => mayUnequipUnion(ctx.duel, ctx.self),
    operation: [
      (ctx) => {
        if (!ctx.selfUnmoved() || ctx.self.location !== 'szone') return false;
        return specialSummon(ctx, ctx.self.uid, { defense: false });
      },
    ],
  };
}
