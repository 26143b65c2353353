import { defineCard, payLpCost } from '../dsl/index.ts';

export default defineCard({
  code: 82732705,
  name: 'Skill Drain',
  kind: 'trap',
  trapType: 'continuous',
  text: 'Activate by paying 1000 Life Points. The effects of all face-up monsters on the field are negated while those monsters are face-up on the field (but their effects can still be activated).',
  // 003 §3.3.4: a Continuous Trap applies while face-up in the Spell & Trap Zone.
  statics: [{ kind: 'negate-effects', cards: (_d, _self, c) => c.location === 'mzone' && c.faceUp }],
  effects: [
    {
      label: 'Pay 1000 LP: negate the effects of face-up monsters on the field',
      type: 'activate',
      category: ['negate'],
      // 003 §3.4.2: the LP payment is the activation's cost.
      cost: payLpCost(1000),
      operation: [],
    },
  ],
});
