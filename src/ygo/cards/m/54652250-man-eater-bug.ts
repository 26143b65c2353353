import { defineCard, destroyTargets, targets } from '../dsl/index.ts';

export default defineCard({
  code: 54652250,
  name: 'Man-Eater Bug',
  kind: 'monster',
  categories: ['effect', 'flip'],
  level: 2,
  attribute: 'EARTH',
  type: 'Insect',
  atk: 450,
  def: 600,
  text: 'FLIP: Target 1 monster on the field; destroy it.',
  effects: [
    {
      label: 'Destroy 1 monster on the field',
      // 003 §3.3.2: FLIP effects trigger when the monster is flipped face-up; they are mandatory.
      type: 'flip',
      mandatory: true,
      category: ['destroy'],
      // "1 monster on the field": either side, this card included.
      target: targets({ side: 'both', zone: 'monsters', prompt: 'Target 1 monster on the field to destroy' }),
      operation: [destroyTargets],
    },
  ],
});
