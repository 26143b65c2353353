/** "Superheavy Samurai" cards (YGOPro setcode 0x9a) and the equip effect their Equip monsters share. */
import { Reason, and, equipTo, faceUp, freeSpellZones, moveCard, ofArchetype, targets } from '../dsl/index.ts';
import type { EffectDef } from '../types.ts';

/** A face-up "Superheavy Samurai" monster (003 §3.3.1 TC-19: by current archetype; Shutendoji qualifies). */
export const superheavySamurai = and(faceUp, ofArchetype(0x9a));

/**
 * "You can target 1 "Superheavy Samurai" monster you control; equip this monster from your hand or your side of the
 * field to that target" (Soulbeads, Soulclaw). `recordEquipBy`: the card records that it equipped itself (equipBy),
 * for the rules that read it (TC-102, TC-112).
 */
export function equipToSuperheavySamurai(recordEquipBy: boolean): EffectDef {
  return {
    label: 'Equip this monster to 1 "Superheavy Samurai" monster you control',
    // 003 §3.4.2: an Ignition Effect, from the hand or the Monster Zone.
    type: 'ignition',
    range: ['hand', 'mzone'],
    category: ['equip'],
    target: targets({
      side: 'you',
      zone: 'monsters',
      filter: superheavySamurai,
      exceptSelf: true,
      prompt: 'Target 1 "Superheavy Samurai" monster you control',
    }),
    // 003 §3.4.3: an Equip Card needs a free Spell & Trap Zone.
    feasible: (ctx) => freeSpellZones(ctx.duel, ctx.player) > 0,
    operation: [
      (ctx) => {
        const t = ctx.target();
        if (t < 0 || !ctx.selfUnmoved() || !ctx.card(t).faceUp || freeSpellZones(ctx.duel, ctx.player) === 0)
          return false;
        // 003 §3.3.3: a monster equipped by an effect becomes an Equip Card in the Spell & Trap Zone.
        moveCard(ctx.duel, ctx.self.uid, 'szone', { reason: Reason.EFFECT, by: ctx.player, faceUp: true });
        return recordEquipBy ? equipTo(ctx.duel, ctx.self.uid, t, ctx.self.uid) : equipTo(ctx.duel, ctx.self.uid, t);
      },
    ],
  };
}
