import {
  Reason,
  attributeOf,
  canSpecialSummon,
  cardsIn,
  defineCard,
  destroy,
  discard,
  freeMonsterZones,
  spell,
  specialSummonAll,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

/** Your face-up monsters of that Attribute (and at least this Level). */
const yours = (ctx: EffectContext, attribute: 'WATER' | 'FIRE', minLevel = 0): number[] =>
  cardsIn(
    ctx.duel,
    ctx.player,
    'you',
    'monsters',
    (d, c) => c.faceUp && attributeOf(d, c) === attribute && (cardDef(c.code).level ?? 0) >= minLevel,
  );

/** "WATER monsters that were sent to your Graveyard to activate monster effects this turn", still there. */
const waterCosts = (ctx: EffectContext): number[] =>
  ctx.duel.players[ctx.player].monsterEffectCosts
    .filter((r) => {
      const c = ctx.card(r.uid);
      return c.location === 'gy' && c.stamp === r.stamp && attributeOf(ctx.duel, c) === 'WATER';
    })
    .map((r) => r.uid)
    .filter((u) => canSpecialSummon(ctx.duel, u, ctx.player));

export default defineCard({
  code: 32542011,
  name: 'High Tide on Fire Island',
  kind: 'spell',
  spellType: 'normal',
  text: 'If you control a Level 7 or higher WATER or FIRE monster: Apply the appropriate effects, in sequence, depending on the Attributes of monsters you control at that time.\n● WATER: Special Summon as many WATER monsters as possible that were sent to your Graveyard to activate monster effects this turn, then destroy 1 monster you control.\n● FIRE: Destroy 1 monster on the field, then if you have any cards in your hand, discard 1 card to the Graveyard.',
  effects: [
    spell({
      label: 'Apply the WATER and/or FIRE effects, by the Attributes of your monsters',
      category: ['special-summon', 'leaves-gy', 'destroy', 'discard'],
      condition: (ctx) => yours(ctx, 'WATER', 7).length + yours(ctx, 'FIRE', 7).length > 0,
      operation: [
        // 003 §3.4.4 TC-72: the Attributes of the monsters you control when it resolves decide; with no WATER or FIRE
        // monster left (destroyed in response), nothing happens.
        (ctx) => {
          ctx.data['water'] = yours(ctx, 'WATER').length > 0 ? 1 : 0;
          ctx.data['fire'] = yours(ctx, 'FIRE').length > 0 ? 1 : 0;
          return ctx.data['water'] === 1 || ctx.data['fire'] === 1;
        },
        // WATER: as many as possible (as many as there are zones for, chosen by the player).
        (ctx) => {
          if (ctx.data['water'] !== 1) return;
          const pool = waterCosts(ctx);
          const n = Math.min(pool.length, freeMonsterZones(ctx.duel, ctx.player));
          if (n === 0) return;
          const pick =
            n === pool.length ? pool : ctx.choose({ from: pool, min: n, max: n, prompt: 'Special Summon these' });
          specialSummonAll(ctx, pick, { defense: false });
        },
        // "then destroy 1 monster you control".
        (ctx) => {
          if (ctx.data['water'] !== 1) return;
          const mine = cardsIn(ctx.duel, ctx.player, 'you', 'monsters');
          if (mine.length)
            destroy(
              ctx.duel,
              [ctx.chooseOne(mine, 'Destroy 1 monster you control')],
              Reason.EFFECT,
              ctx.player,
              ctx.asker,
            );
        },
        // FIRE: "Destroy 1 monster on the field".
        (ctx) => {
          if (ctx.data['fire'] !== 1) return;
          const all = cardsIn(ctx.duel, ctx.player, 'both', 'monsters');
          if (all.length)
            destroy(
              ctx.duel,
              [ctx.chooseOne(all, 'Destroy 1 monster on the field')],
              Reason.EFFECT,
              ctx.player,
              ctx.asker,
            );
        },
        // "then if you have any cards in your hand, discard 1 card to the Graveyard".
        (ctx) => {
          if (ctx.data['fire'] !== 1) return;
          const hand = ctx.duel.players[ctx.player].hand;
          if (hand.length)
            discard(ctx.duel, [ctx.chooseOne(hand.slice(), 'Discard 1 card')], Reason.EFFECT, ctx.player, ctx.asker);
        },
      ],
    }),
  ],
});
