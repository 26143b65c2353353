/** "Atlantean" monsters: "When this card is sent to the GY to activate a WATER monster's effect" (003 §3.4.3). */
import { hasAttribute, isMonsterEffectLink, type EventFilter } from '../dsl/index.ts';

export const ATLANTEAN = 0x77;

/**
 * This card went to the GY as the cost of a WATER monster's effect (costs are remembered with the activation they paid
 * for: DuelEventRecord.costFor), and is still there.
 */
export const sentForWaterMonsterEffect: EventFilter = (ctx, ev) => {
  const paid = ev.costFor;
  return (
    ev.kind === 'to-gy' &&
    ev.uid === ctx.self.uid &&
    ev.stamp === ctx.self.stamp &&
    ctx.self.location === 'gy' &&
    paid !== undefined &&
    isMonsterEffectLink(paid) &&
    hasAttribute(ctx.duel, ctx.card(paid.uid), 'WATER')
  );
};
