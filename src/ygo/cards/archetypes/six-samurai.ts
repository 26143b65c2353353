/** Shared text of The Six Samurai cards: the archetype filter, the "different name" condition, the replacement. */
import { Reason, destroy, inArchetype, monsters, sameName, type CardInstance, type DuelState } from '../dsl/index.ts';
import type { EffectDef, Step } from '../types.ts';

/** A "Six Samurai" card now (YGOPro setcode 0x3d, sub-archetypes included; 003 §3.3.1: by its current name). */
export function isSixSamuraiCard(duel: DuelState, c: CardInstance): boolean {
  return inArchetype(duel, c, 0x3d);
}

/** "You control a face-up 'Six Samurai' monster with a different name" (003 §3.3.1: current names). */
export function controlsOtherSamurai(duel: DuelState, self: CardInstance): boolean {
  return monsters(duel, self.controller).some((u) => {
    const c = duel.cards[u]!;
    return c.faceUp && isSixSamuraiCard(duel, c) && !sameName(duel, c, self);
  });
}

/** "If this card would be destroyed, you can destroy another face-up 'Six Samurai' monster you control instead." */
export const samuraiReplacement = {
  label: 'destroy another face-up "Six Samurai" monster you control instead',
  substitutes: (duel: DuelState, self: CardInstance): number[] =>
    monsters(duel, self.controller).filter(
      (u) => u !== self.uid && duel.cards[u]!.faceUp && isSixSamuraiCard(duel, duel.cards[u]!),
    ),
};

/** The monster this card battles, remembered on activation (not a target: the texts do not say "target"). */
export const rememberAttackedMonster: NonNullable<EffectDef['target']> = {
  can: () => true,
  choose: (ctx) => {
    const b = ctx.duel.battle!;
    ctx.data['victim'] = b.target;
    ctx.data['victimStamp'] = b.targetStamp;
  },
};

/** "Destroy that monster. You must control a face-up 'Six Samurai' monster with a different name … to resolve this effect." */
export const destroyAttackedMonster: Step = (ctx) => {
  if (!controlsOtherSamurai(ctx.duel, ctx.self)) return false;
  const v = ctx.card(ctx.data['victim']!);
  if (v.stamp !== ctx.data['victimStamp'] || v.location !== 'mzone') return false;
  destroy(ctx.duel, [v.uid], Reason.EFFECT, ctx.player, ctx.asker);
  return true;
};
