import { defineCard, isSpell, returnTargetsToHand, targets } from '../dsl/index.ts';

export default defineCard({
  code: 31560081,
  name: 'Magician of Faith',
  kind: 'monster',
  categories: ['effect', 'flip'],
  level: 1,
  attribute: 'LIGHT',
  type: 'Spellcaster',
  atk: 300,
  def: 400,
  text: 'FLIP: Target 1 Spell in your GY; add that target to your hand.',
  effects: [
    {
      label: 'Add 1 Spell from your GY to your hand',
      // 003 §3.3.2: FLIP effects trigger when the monster is flipped face-up; they are mandatory.
      type: 'flip',
      mandatory: true,
      category: ['to-hand', 'leaves-gy'],
      target: targets({ side: 'you', zone: 'gy', filter: isSpell, prompt: 'Target 1 Spell in your GY' }),
      operation: [returnTargetsToHand],
    },
  ],
});
