import { defineCard, destroyTargets, spell, targets } from '../dsl/index.ts';

export default defineCard({
  code: 5318639,
  name: 'Mystical Space Typhoon',
  kind: 'spell',
  spellType: 'quick-play',
  text: 'Target 1 Spell/Trap on the field; destroy that target.',
  effects: [
    spell({
      label: 'Destroy 1 Spell/Trap on the field',
      category: ['destroy'],
      // 003 §3.4.3: targets are chosen on activation; a Quick-Play Spell cannot target itself.
      target: targets({
        side: 'both',
        zone: 'spell-trap-cards',
        exceptSelf: true,
        prompt: 'Target 1 Spell/Trap on the field',
      }),
      operation: [destroyTargets],
    }),
  ],
});
