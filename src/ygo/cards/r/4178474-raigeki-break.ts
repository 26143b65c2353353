import { defineCard, destroyTargets, discardCost, targets } from '../dsl/index.ts';

export default defineCard({
  code: 4178474,
  name: 'Raigeki Break',
  kind: 'trap',
  trapType: 'normal',
  text: 'Discard 1 card, then target 1 card on the field; destroy it.',
  effects: [
    {
      label: 'Discard 1 card: destroy 1 card on the field',
      type: 'activate',
      category: ['destroy'],
      // 003 §3.4.2: the discard is the cost, paid before the target is chosen.
      cost: discardCost(1),
      target: targets({ side: 'both', zone: 'field', exceptSelf: true, prompt: 'Target 1 card on the field' }),
      operation: [destroyTargets],
    },
  ],
});
