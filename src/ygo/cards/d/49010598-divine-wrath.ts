import { answeredLink, defineCard, discardCost, isMonsterEffectLink, negateActivation } from '../dsl/index.ts';

export default defineCard({
  code: 49010598,
  name: 'Divine Wrath',
  kind: 'trap',
  trapType: 'counter',
  text: 'When a monster effect is activated: Discard 1 card; negate the activation, and if you do, destroy that monster.',
  effects: [
    {
      label: 'Discard 1 card: negate a monster effect activation and destroy that monster',
      type: 'activate',
      category: ['negate', 'destroy'],
      // 003 §3.4.4 Negation: chained directly to a monster effect's activation; Counter Trap = Spell Speed 3.
      condition: (ctx) => {
        const l = ctx.duel.chain[answeredLink(ctx)];
        return l !== undefined && l.negated === 0 && isMonsterEffectLink(l);
      },
      // 003 §3.4.2: discarding is the cost.
      cost: discardCost(1),
      // 003 §3.4.4 TC-79: "destroy that monster" does nothing to a card no longer on the field.
      operation: [(ctx) => negateActivation(ctx.duel, answeredLink(ctx), true, ctx.player, ctx.asker)],
    },
  ],
});
