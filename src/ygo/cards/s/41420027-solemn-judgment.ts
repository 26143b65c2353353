import {
  answeredLink,
  chainedToCardActivation,
  defineCard,
  halfLpCost,
  negateActivation,
  negatingTheSummon,
  payLpCost,
} from '../dsl/index.ts';

// 003 §3.4.1 TC-58: "pay half your LP" rounds the LP kept up.
const payHalf = payLpCost((ctx) => halfLpCost(ctx.duel.players[ctx.player].lp));

export default defineCard({
  code: 41420027,
  name: 'Solemn Judgment',
  kind: 'trap',
  trapType: 'counter',
  text: 'When a monster(s) would be Summoned, OR a Spell/Trap Card is activated: Pay half your LP; negate the Summon or activation, and if you do, destroy that card.',
  // The two "OR" cases are two ways to activate the card, each with its own operation info.
  effects: [
    {
      label: 'Pay half your LP: negate the Summon and destroy the monster(s)',
      type: 'activate',
      // 003 §3.3.2: the Summon-negation window (duel.summoning: the monsters about to be Summoned).
      category: ['negate-summon', 'destroy'],
      condition: (ctx) => ctx.duel.summoning.length > 0,
      cost: payHalf,
      ...negatingTheSummon(),
    },
    {
      label: 'Pay half your LP: negate a Spell/Trap activation and destroy it',
      type: 'activate',
      category: ['negate', 'destroy'],
      // 003 §3.4.4 Negation: a Spell/Trap card activation, chained directly (TC-85).
      condition: chainedToCardActivation(['spell', 'trap']),
      cost: payHalf,
      operation: [(ctx) => negateActivation(ctx.duel, answeredLink(ctx), true, ctx.player, ctx.asker)],
    },
  ],
});
