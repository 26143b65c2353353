import {
  answeredLink,
  defineCard,
  isMonsterEffectLink,
  negateActivation,
  negatingTheSummon,
  payLpCost,
  wasSpecialSummoned,
} from '../dsl/index.ts';

export default defineCard({
  code: 40605147,
  name: 'Solemn Strike',
  kind: 'trap',
  trapType: 'counter',
  text: 'When a monster(s) would be Special Summoned, OR a monster effect is activated: Pay 1500 LP; negate the Summon or activation, and if you do, destroy that card.',
  effects: [
    {
      label: 'Pay 1500 LP: negate the Special Summon and destroy the monster(s)',
      type: 'activate',
      category: ['negate-summon', 'destroy'],
      // 003 §3.3.2: the Summon-negation window of a Special Summon (an inherent one: by effect it cannot be negated).
      condition: (ctx) =>
        ctx.duel.summoning.length > 0 && ctx.duel.summoning.every((u) => wasSpecialSummoned(ctx.card(u))),
      cost: payLpCost(1500),
      ...negatingTheSummon(),
    },
    {
      label: 'Pay 1500 LP: negate a monster effect activation and destroy that card',
      type: 'activate',
      category: ['negate', 'destroy'],
      // 003 §3.4.4 Negation: chained directly to a monster effect's activation.
      condition: (ctx) => {
        const l = ctx.duel.chain[answeredLink(ctx)];
        return l !== undefined && l.negated === 0 && isMonsterEffectLink(l);
      },
      cost: payLpCost(1500),
      // 003 §3.4.4 TC-79: "destroy that card" does nothing to a card in the GY (cards there cannot be destroyed).
      operation: [(ctx) => negateActivation(ctx.duel, answeredLink(ctx), true, ctx.player, ctx.asker)],
    },
  ],
});
