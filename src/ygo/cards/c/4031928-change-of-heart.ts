import { canTakeControl, controlSwitchable, defineCard, spell, takeControl, targets } from '../dsl/index.ts';

const opponentMonster = targets({
  side: 'opponent',
  zone: 'monsters',
  filter: controlSwitchable,
  prompt: 'Target 1 monster your opponent controls',
});

export default defineCard({
  code: 4031928,
  name: 'Change of Heart',
  kind: 'spell',
  spellType: 'normal',
  text: 'Target 1 monster your opponent controls; take control of it until the End Phase.',
  effects: [
    spell({
      label: 'Take control of 1 monster until the End Phase',
      category: ['control'],
      // 003 §3.4.4: taking control needs a free Main Monster Zone; the target is chosen on activation (003 §3.4.3).
      target: {
        can: (ctx) => canTakeControl(ctx.duel, ctx.player) && opponentMonster.can(ctx),
        choose: opponentMonster.choose,
      },
      operation: [
        (ctx) => {
          const t = ctx.target();
          // 003 §3.4.3: a target that left the field, or came under the activator's control, is not affected.
          if (t < 0 || ctx.card(t).controller === ctx.player) return false;
          return takeControl(ctx.duel, t, ctx.player, true, ctx.asker);
        },
      ],
    }),
  ],
});
