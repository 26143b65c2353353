import { addRestriction, addStatChange, defineCard, spell, targets } from '../dsl/index.ts';

export default defineCard({
  code: 96864811,
  name: 'Forbidden Dress',
  kind: 'spell',
  spellType: 'quick-play',
  text: 'Target 1 face-up monster on the field; until the end of this turn, that target loses 600 ATK, but cannot be targeted or destroyed by other card effects.',
  effects: [
    spell({
      label: 'A face-up monster loses 600 ATK, but cannot be targeted or destroyed by other card effects',
      category: ['atk-change'],
      target: targets({
        side: 'both',
        zone: 'monsters',
        filter: (_d, c) => c.faceUp,
        prompt: 'Target 1 face-up monster on the field',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          // 003 §3.4.3: a target that moved or was turned face-down is not affected.
          if (t < 0 || !ctx.card(t).faceUp) return false;
          addStatChange(ctx.duel, t, 'atk', 'add', -600, true);
          // 003 §3.4.4: lasting protections until the end of the turn. "Cannot be targeted" blocks new choices of
          // targets only: an effect that targeted it before still applies (003 §3.4.3 TC-67).
          addRestriction(ctx.duel, t, 'untargetable-effect', true, ctx.self.uid);
          addRestriction(ctx.duel, t, 'indestructible-effect', true);
          return true;
        },
      ],
    }),
  ],
});
