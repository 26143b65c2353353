import {
  canSpecialSummon,
  cardsIn,
  defineCard,
  freeMonsterZones,
  isMonster,
  lockPlayer,
  loseLp,
  specialSummonAll,
  targetable,
  type EffectContext,
} from '../dsl/index.ts';

/** Monsters in the activator's GY it may target and Special Summon. */
const revivable = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'gy', isMonster).filter(
    (u) => targetable(ctx.duel, u, ctx.self.uid) && canSpecialSummon(ctx.duel, u, ctx.player),
  );

export default defineCard({
  code: 54447022,
  name: 'Soul Charge',
  kind: 'spell',
  spellType: 'normal',
  text: 'Target any number of monsters in your GY; Special Summon them, and if you do, you lose 1000 LP for each monster Special Summoned by this effect. You cannot conduct your Battle Phase the turn you activate this card. You can only activate 1 "Soul Charge" per turn.',
  effects: [
    {
      label: 'Special Summon any number of monsters from your GY; lose 1000 LP for each',
      type: 'activate',
      // "You can only activate 1 'Soul Charge' per turn" (003 §3.5.1: by name).
      oncePerTurn: 'name',
      category: ['special-summon'],
      // "You cannot conduct your Battle Phase the turn you activate this card": not after it (Main Phase 2).
      condition: (ctx) => ctx.duel.phase !== 'main2',
      cost: {
        can: () => true,
        // The lock comes with the activation, whether or not it resolves.
        pay: (ctx) => lockPlayer(ctx.duel, ctx.player, 'no-battle-phase', 0, 0),
      },
      target: {
        can: (ctx) => revivable(ctx).length > 0 && freeMonsterZones(ctx.duel, ctx.player) > 0,
        choose: (ctx) =>
          ctx.setTargets(
            ctx.choose({
              from: revivable(ctx),
              min: 1,
              max: Math.min(revivable(ctx).length, freeMonsterZones(ctx.duel, ctx.player)),
              prompt: 'Target any number of monsters in your GY',
            }),
          ),
      },
      operation: [
        (ctx) => {
          const ts = ctx.targets().filter((u) => ctx.card(u).location === 'gy');
          if (ts.length === 0 || freeMonsterZones(ctx.duel, ctx.player) < ts.length) return false;
          const n = specialSummonAll(ctx, ts, { defense: false });
          // 003 §3.4.4 TC-99: losing LP is not damage ("you take no effect damage" does not stop it).
          loseLp(ctx.duel, ctx.player, 1000 * n);
          return n > 0;
        },
      ],
    },
  ],
});
