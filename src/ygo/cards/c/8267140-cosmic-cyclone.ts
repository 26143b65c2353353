import { banishTargets, defineCard, payLpCost, spell, targets } from '../dsl/index.ts';

export default defineCard({
  code: 8267140,
  name: 'Cosmic Cyclone',
  kind: 'spell',
  spellType: 'quick-play',
  text: 'Pay 1000 LP, then target 1 Spell/Trap on the field; banish it.',
  effects: [
    spell({
      label: 'Pay 1000 LP: banish 1 Spell/Trap on the field',
      category: ['banish'],
      // 003 §3.4.1: paying LP is the cost, paid before the target is chosen.
      cost: payLpCost(1000),
      // 003 §3.4.3: a Quick-Play Spell cannot target itself.
      target: targets({
        side: 'both',
        zone: 'spell-trap-cards',
        exceptSelf: true,
        prompt: 'Target 1 Spell/Trap on the field',
      }),
      operation: [banishTargets],
    }),
  ],
});
