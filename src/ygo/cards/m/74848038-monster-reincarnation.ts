import { addTargetToHand, defineCard, discardCost, isMonster, spell, targets } from '../dsl/index.ts';

export default defineCard({
  code: 74848038,
  name: 'Monster Reincarnation',
  kind: 'spell',
  spellType: 'normal',
  text: 'Discard 1 card, then target 1 monster in your GY; add it to your hand.',
  effects: [
    spell({
      label: 'Discard 1 card: add 1 monster from your GY to your hand',
      category: ['to-hand', 'leaves-gy'],
      // 003 §3.4.2: the discard is the cost, paid before the target is chosen (the discarded monster may be it).
      cost: discardCost(1),
      target: targets({ side: 'you', zone: 'gy', filter: isMonster, prompt: 'Target 1 monster in your GY' }),
      operation: [addTargetToHand],
    }),
  ],
});
