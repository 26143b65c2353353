import { defineCard, returnTargetsToHand, targets } from '../dsl/index.ts';

export default defineCard({
  code: 94192409,
  name: 'Compulsory Evacuation Device',
  kind: 'trap',
  trapType: 'normal',
  text: 'Target 1 monster on the field; return that target to the hand.',
  effects: [
    {
      label: 'Return 1 monster on the field to the hand',
      type: 'activate',
      category: ['to-hand'],
      // 003 §3.4.3 TC-67: targeted on activation; protection gained afterwards does not stop it.
      target: targets({ side: 'both', zone: 'monsters', prompt: 'Target 1 monster on the field' }),
      // 003 §2.1.3: an Extra Deck monster goes to the Extra Deck instead (TC-04).
      operation: [returnTargetsToHand],
    },
  ],
});
