import {
  Reason,
  and,
  banish,
  canSpecialSummon,
  cardsIn,
  defineCard,
  faceUp,
  ofType,
  specialSummon,
  targets,
} from '../dsl/index.ts';

// 003 §3.3.2 TC-45: a face-down monster has no Type that effects can see, so only a face-up Dragon qualifies.
const faceUpDragon = and(faceUp, ofType('Dragon'));

export default defineCard({
  code: 20638610,
  name: "Dragon's Rebirth",
  kind: 'trap',
  trapType: 'normal',
  text: 'Target 1 Dragon-Type monster you control; banish that target, and if you do, Special Summon 1 Dragon-Type monster from your hand or Graveyard.',
  effects: [
    {
      label: 'Banish 1 Dragon you control: Special Summon 1 Dragon from your hand or GY',
      type: 'activate',
      category: ['banish', 'special-summon'],
      target: targets({
        side: 'you',
        zone: 'monsters',
        filter: faceUpDragon,
        prompt: 'Target 1 Dragon-Type monster you control',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !faceUpDragon(ctx.duel, ctx.card(t))) return false;
          banish(ctx.duel, [t], Reason.EFFECT, ctx.player);
          return ctx.card(t).location === 'banished';
        },
        (ctx) => {
          const pool = cardsIn(ctx.duel, ctx.player, 'you', 'hand', ofType('Dragon'))
            .concat(cardsIn(ctx.duel, ctx.player, 'you', 'gy', ofType('Dragon')))
            .filter((u) => canSpecialSummon(ctx.duel, u, ctx.player));
          if (pool.length === 0) return false;
          const pick = ctx.chooseOne(pool, 'Special Summon 1 Dragon-Type monster from your hand or GY');
          return specialSummon(ctx, pick, { defense: false });
        },
      ],
    },
  ],
});
