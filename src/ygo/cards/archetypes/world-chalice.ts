/** "World Chalice" support shared by its Link Monsters (Imduk the World Chalice Dragon). */
import { archetype, canSpecialSummon, cardsIn, specialSummon, thisSentFromFieldToGy } from '../dsl/index.ts';
import type { EffectDef } from '../types.ts';
import { cardDef } from '../registry.ts';

export const WORLD_CHALICE = 0xfd;
export const isWorldChalice = archetype(WORLD_CHALICE);

/** "If this card is sent from the field to the GY: You can Special Summon 1 "World Chalice" monster from your hand." */
export function worldChaliceFloater(): EffectDef {
  return {
    label: 'Special Summon 1 "World Chalice" monster from your hand',
    // "If …: You can": an optional trigger that does not miss the timing (003 §3.4.3).
    type: 'trigger',
    event: 'to-gy',
    range: ['gy'],
    eventFilter: thisSentFromFieldToGy,
    category: ['special-summon'],
    operation: [
      (ctx) => {
        const pool = cardsIn(ctx.duel, ctx.player, 'you', 'hand').filter(
          (u) => isWorldChalice(cardDef(ctx.card(u).code)) && canSpecialSummon(ctx.duel, u, ctx.player),
        );
        if (pool.length === 0) return false;
        const pick = ctx.chooseOne(pool, 'Special Summon 1 "World Chalice" monster from your hand');
        const defense =
          ctx.chooseOption(['Attack Position', 'Defense Position'], 'Summon in which position?', 'select-option') === 1;
        return specialSummon(ctx, pick, { defense });
      },
    ],
  };
}
