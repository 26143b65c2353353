import {
  and,
  canSpecialSummon,
  defineCard,
  faceUp,
  freeMonsterZones,
  intactMaterials,
  isSynchro,
  Reason,
  rememberCards,
  rememberedCards,
  specialSummonAll,
  spell,
  targets,
  toDeck,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

export default defineCard({
  code: 32441317,
  name: 'De-Synchro',
  kind: 'spell',
  spellType: 'normal',
  text: 'Target 1 Synchro Monster on the field; return that target to the Extra Deck, then, if all of the monsters that were used for the Synchro Summon of that monster are in your GY, you can Special Summon all of them.',
  effects: [
    spell({
      label: 'Return 1 Synchro Monster to the Extra Deck; Special Summon its materials',
      category: ['to-deck', 'special-summon'],
      target: targets({
        side: 'both',
        zone: 'monsters',
        filter: and(faceUp, isSynchro),
        prompt: 'Target 1 Synchro Monster on the field',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0) return false;
          // 003 §3.3.2: its materials as they stand before it leaves (TC-37: a material that moved since is no longer
          // one; TC-38: a Synchro Monster destroyed and revived has none).
          const materials = intactMaterials(ctx.duel, t);
          toDeck(ctx.duel, [t], Reason.EFFECT, ctx.player);
          if (ctx.card(t).location !== 'extra' || materials === null) return false;
          rememberCards(ctx, materials);
          return true;
        },
        // "then": a step of its own, so its questions come before it changes anything.
        (ctx) => {
          const { duel, player } = ctx;
          const all = ctx.data['m#'] ?? 0;
          const materials = rememberedCards(ctx);
          // "if all of them are in your GY … Special Summon all of them": all or none.
          const ready = materials.every((u) => {
            const c = ctx.card(u);
            return c.location === 'gy' && c.owner === player && canSpecialSummon(duel, u, player);
          });
          if (materials.length !== all || !ready || freeMonsterZones(duel, player) < all) return false;
          if (!ctx.yesNo('Special Summon the monsters used for its Synchro Summon?')) return false;
          // 003 §3.3.2: each in face-up Attack or Defense Position, as the player chooses.
          const defenseEach = materials.map(
            (u) =>
              ctx.chooseOption(
                ['Attack Position', 'Defense Position'],
                `Summon ${cardDef(ctx.card(u).code).name} in which position?`,
              ) === 1,
          );
          return specialSummonAll(ctx, materials, { defense: false, defenseEach }) === all;
        },
      ],
    }),
  ],
});
