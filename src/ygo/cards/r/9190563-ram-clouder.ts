import {
  canSpecialSummon,
  cardsIn,
  defineCard,
  ofType,
  specialSummonTarget,
  targetable,
  tributable,
  tributeCost,
  type EffectContext,
} from '../dsl/index.ts';

const cyberse = ofType('Cyberse');
/** Cyberse monsters in the GY it may target and Special Summon. */
const revivable = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'gy', cyberse).filter(
    (u) => targetable(ctx.duel, u, ctx.self.uid) && canSpecialSummon(ctx.duel, u, ctx.player),
  );

export default defineCard({
  code: 9190563,
  name: 'RAM Clouder',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'LIGHT',
  type: 'Cyberse',
  atk: 1800,
  def: 1000,
  text: 'You can Tribute 1 monster, then target 1 Cyberse monster in your GY; Special Summon it. You can only use this effect of "RAM Clouder" once per turn.',
  effects: [
    {
      label: 'Tribute 1 monster: Special Summon 1 Cyberse monster from your GY',
      type: 'ignition',
      oncePerTurn: 'name',
      category: ['special-summon'],
      // 003 §3.4.2: the Tribute is the cost, paid before the target is chosen: the Tributed Cyberse may be the target.
      cost: tributeCost(),
      target: {
        // Before the cost: a Cyberse in the GY, or a Cyberse it could Tribute that would then be in the GY.
        can: (ctx) => revivable(ctx).length > 0 || tributable(ctx, cyberse).length > 0,
        choose: (ctx) =>
          ctx.setTargets(
            ctx.choose({ from: revivable(ctx), min: 1, max: 1, prompt: 'Target 1 Cyberse monster in your GY' }),
          ),
      },
      operation: [specialSummonTarget('either')],
    },
  ],
});
