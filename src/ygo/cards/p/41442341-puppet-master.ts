import {
  addRestriction,
  canSpecialSummon,
  cardsIn,
  defineCard,
  freeMonsterZones,
  ofType,
  payLpCost,
  specialSummonAll,
  type EffectContext,
} from '../dsl/index.ts';

const fiendsInGy = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'gy', ofType('Fiend')).filter((u) => canSpecialSummon(ctx.duel, u, ctx.player));

export default defineCard({
  code: 41442341,
  name: 'Puppet Master',
  kind: 'monster',
  categories: ['effect'],
  level: 6,
  attribute: 'DARK',
  type: 'Fiend',
  atk: 0,
  def: 0,
  text: 'When this card is Tribute Summoned: You can pay 2000 Life Points to target 2 Fiend-Type monsters in your Graveyard; Special Summon those targets. They cannot attack this turn.',
  effects: [
    {
      // 003 §3.4.1 TC-55: timing "when Tribute Summoned", cost "pay 2000 LP", targets "2 Fiends in your GY", resolution "SS them".
      label: 'Pay 2000 LP: Special Summon 2 Fiends from your GY',
      type: 'trigger',
      event: 'normal-summoned',
      when: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ctx.self.summon === 'tribute',
      category: ['special-summon'],
      cost: payLpCost(2000),
      target: {
        can: (ctx) => fiendsInGy(ctx).length >= 2 && freeMonsterZones(ctx.duel, ctx.player) >= 2,
        choose: (ctx) =>
          ctx.setTargets(
            ctx.choose({ from: fiendsInGy(ctx), min: 2, max: 2, prompt: 'Target 2 Fiend-Type monsters in your GY' }),
          ),
      },
      operation: [
        (ctx) => {
          const t = ctx.targets();
          // Both must still be there and fit; Special Summoning only one of "those targets" is not allowed.
          if (t.length < 2 || freeMonsterZones(ctx.duel, ctx.player) < 2) return false;
          // 003 §3.4.4: both at once, one action.
          specialSummonAll(ctx, t, { defense: false });
          for (const u of t) addRestriction(ctx.duel, u, 'cannot-attack', true);
          return true;
        },
      ],
    },
  ],
});
