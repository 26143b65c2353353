import {
  defineCard,
  grantExtraNormalSummon,
  levelAtMost,
  mayGainExtraNormalSummon,
  payLpCost,
  specialSummonFrom,
} from '../dsl/index.ts';

export default defineCard({
  code: 8567955,
  name: 'Balancer Lord',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'LIGHT',
  type: 'Cyberse',
  atk: 1700,
  def: 1200,
  text: 'Once per turn: You can pay 1000 LP; during your Main Phase this turn, you can Normal Summon 1 Cyberse monster, in addition to your Normal Summon/Set. (You can only gain this effect once per turn.) If this card is banished: You can Special Summon 1 Level 4 or lower monster from your hand. You can only use this effect of "Balancer Lord" once per turn.',
  extraNormalSummon: { source: 'granted', label: '1 Cyberse monster', monster: (c) => c.type === 'Cyberse' },
  effects: [
    {
      label: 'Pay 1000 LP: you can Normal Summon 1 Cyberse monster in addition this turn',
      type: 'ignition',
      oncePerTurn: 'card',
      // 003 §3.4.4: not once an additional Normal Summon was used this turn (TC-118), nor with this grant gained.
      condition: (ctx) => mayGainExtraNormalSummon(ctx.duel, ctx.player, ctx.self.code),
      cost: payLpCost(1000),
      operation: [(ctx) => grantExtraNormalSummon(ctx.duel, ctx.player, ctx.self.code)],
    },
    {
      label: 'Special Summon 1 Level 4 or lower monster from your hand',
      // "If this card is banished: You can": an optional trigger that does not miss the timing (003 §3.4.3).
      type: 'trigger',
      event: 'banished',
      range: ['banished'],
      oncePerTurn: 'name',
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      category: ['special-summon'],
      operation: [
        specialSummonFrom('hand', levelAtMost(4), 'Special Summon 1 Level 4 or lower monster from your hand'),
      ],
    },
  ],
});
