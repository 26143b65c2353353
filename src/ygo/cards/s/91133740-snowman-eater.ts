import { defineCard, destroyTargets, faceUp, targets } from '../dsl/index.ts';

export default defineCard({
  code: 91133740,
  name: 'Snowman Eater',
  kind: 'monster',
  categories: ['effect', 'flip'],
  level: 3,
  attribute: 'WATER',
  type: 'Aqua',
  atk: 0,
  def: 1900,
  text: 'If this card is flipped face-up: Target 1 face-up monster on the field; destroy that target.',
  effects: [
    {
      label: 'Destroy 1 face-up monster on the field',
      // "If this card is flipped face-up" (003 §3.3.2: any flip, not only a Flip Summon); "If …: Target" is mandatory.
      type: 'flip',
      mandatory: true,
      category: ['destroy'],
      target: targets({
        side: 'both',
        zone: 'monsters',
        filter: faceUp,
        prompt: 'Target 1 face-up monster on the field',
      }),
      operation: [destroyTargets],
    },
  ],
});
