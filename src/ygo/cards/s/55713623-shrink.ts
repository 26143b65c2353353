import { addStatChange, defineCard, faceUp, printedAtk, spell, targets } from '../dsl/index.ts';

export default defineCard({
  code: 55713623,
  name: 'Shrink',
  kind: 'spell',
  spellType: 'quick-play',
  text: 'Target 1 face-up monster on the field; its original ATK becomes halved until the end of this turn.',
  effects: [
    spell({
      label: "A face-up monster's original ATK becomes halved until the end of this turn",
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
          if (t < 0 || !ctx.card(t).faceUp) return false;
          // 003 §3.4.4: "original ATK becomes X" changes the original, so earlier ± changes re-apply on top (TC-89, TC-95);
          // a "?" original counts as 0 (TC-96). Halving rounds up (003 §3.4.1).
          addStatChange(ctx.duel, t, 'atk', 'base', Math.ceil(printedAtk(ctx.card(t)) / 2), true);
          return true;
        },
      ],
    }),
  ],
});
