import { addStatChange, defineCard, faceUp, spell, targets } from '../dsl/index.ts';

export default defineCard({
  code: 70046172,
  name: 'Rush Recklessly',
  kind: 'spell',
  spellType: 'quick-play',
  text: 'Target 1 face-up monster on the field; it gains 700 ATK until the end of this turn.',
  effects: [
    spell({
      label: 'A face-up monster gains 700 ATK until the end of this turn',
      category: ['atk-change'],
      // 003 §3.6.3 Damage Step: ATK/DEF modifiers may be activated until before damage calculation.
      damageStep: true,
      target: targets({
        side: 'both',
        zone: 'monsters',
        filter: faceUp,
        prompt: 'Target 1 face-up monster on the field',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          // 003 §3.4.3: a target that moved or was turned face-down is not affected.
          if (t < 0 || !ctx.card(t).faceUp) return false;
          // 003 §3.4.4: an activated "gains X" (the layer table's "Act. ±").
          addStatChange(ctx.duel, t, 'atk', 'add', 700, true);
          return true;
        },
      ],
    }),
  ],
});
