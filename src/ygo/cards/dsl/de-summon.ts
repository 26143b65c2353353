/**
 * "Target 1 <Fusion/Synchro> Monster on the field; return that target to the Extra Deck, then, if all the monsters
 * used for its Summon are in your GY, you can Special Summon all of them" (De-Fusion, De-Synchro): one text, two cards.
 */
import { cardDef } from '../registry.ts';
import type { EffectDef, Step } from '../types.ts';
import { and, faceUp, isFusion, isSynchro } from './filters.ts';
import { canSpecialSummon, freeMonsterZones, intactMaterials } from './board.ts';
import { Reason } from '../../state.ts';
import { toDeck } from './operations.ts';
import { specialSummonAll } from './summons.ts';
import { rememberCards, rememberedCards, targets } from './targets.ts';

/** The target and resolution of a De-Fusion/De-Synchro text for monsters Summoned by `method`. */
export function returnAndReviveMaterials(method: 'Fusion' | 'Synchro'): Pick<EffectDef, 'target' | 'operation'> {
  const returnIt: Step = (ctx) => {
    const t = ctx.target();
    if (t < 0) return false;
    // 003 §3.3.2: its materials as they stand before it leaves (TC-34, TC-37: a material that moved since is no
    // longer one; TC-38: a monster destroyed and revived has none).
    const materials = intactMaterials(ctx.duel, t);
    toDeck(ctx.duel, [t], Reason.EFFECT, ctx.player);
    if (ctx.card(t).location !== 'extra' || materials === null) return false;
    rememberCards(ctx, materials);
    return true;
  };
  // "then": a step of its own, so its questions come before it changes anything.
  const reviveMaterials: Step = (ctx) => {
    const { duel, player } = ctx;
    const all = ctx.data['m#'] ?? 0;
    const materials = rememberedCards(ctx);
    // "if all of them are in your GY … Special Summon all of them": all or none.
    const ready = materials.every((u) => {
      const c = ctx.card(u);
      return c.location === 'gy' && c.owner === player && canSpecialSummon(duel, u, player);
    });
    if (materials.length !== all || !ready || freeMonsterZones(duel, player) < all) return false;
    if (!ctx.yesNo(`Special Summon the monsters used for its ${method} Summon?`)) return false;
    // 003 §3.3.2: each in face-up Attack or Defense Position, as the player chooses.
    const defenseEach = materials.map(
      (u) =>
        ctx.chooseOption(
          ['Attack Position', 'Defense Position'],
          `Summon ${cardDef(ctx.card(u).code).name} in which position?`,
        ) === 1,
    );
    return specialSummonAll(ctx, materials, { defense: false, defenseEach }) === all;
  };
  return {
    target: targets({
      side: 'both',
      zone: 'monsters',
      filter: and(faceUp, method === 'Fusion' ? isFusion : isSynchro),
      prompt: `Target 1 ${method} Monster on the field`,
    }),
    operation: [returnIt, reviveMaterials],
  };
}
