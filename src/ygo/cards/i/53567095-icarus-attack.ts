import { defineCard, destroyTargets, ofType, targets, tributeCost } from '../dsl/index.ts';

export default defineCard({
  code: 53567095,
  name: 'Icarus Attack',
  kind: 'trap',
  trapType: 'normal',
  text: 'Tribute 1 Winged Beast-Type monster, then target 2 cards on the field; destroy them.',
  effects: [
    {
      label: 'Tribute 1 Winged Beast: destroy 2 cards on the field',
      type: 'activate',
      category: ['destroy'],
      // 003 §3.4.2: the Tribute is the cost (a face-down Winged Beast may be Tributed).
      cost: tributeCost(ofType('Winged Beast')),
      target: targets({
        side: 'both',
        zone: 'field',
        count: 2,
        exceptSelf: true,
        prompt: 'Target 2 cards on the field',
      }),
      // 003 §3.4.3 TC-66: a target that left is not destroyed; the other still is.
      operation: [destroyTargets],
    },
  ],
});
