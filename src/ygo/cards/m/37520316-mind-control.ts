import {
  addRestriction,
  canTakeControl,
  controlSwitchable,
  defineCard,
  spell,
  takeControl,
  targets,
} from '../dsl/index.ts';

export default defineCard({
  code: 37520316,
  name: 'Mind Control',
  kind: 'spell',
  spellType: 'normal',
  text: 'Target 1 monster your opponent controls; until the End Phase, take control of that target, but it cannot declare an attack or be Tributed.',
  effects: [
    spell({
      label: 'Take control of 1 monster your opponent controls until the End Phase',
      category: ['control'],
      // 003 §3.4.4: a take-control effect needs a free Main Monster Zone to be activated.
      condition: (ctx) => canTakeControl(ctx.duel, ctx.player),
      target: targets({
        side: 'opponent',
        zone: 'monsters',
        filter: controlSwitchable,
        prompt: 'Target 1 monster your opponent controls',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !takeControl(ctx.duel, t, ctx.player, true, ctx.asker)) return false;
          // "It cannot declare an attack or be Tributed" until the End Phase (it goes back then, 003 §3.4.4): neither
          // for a Tribute Summon nor as a cost (003 §3.3.2).
          addRestriction(ctx.duel, t, 'cannot-attack', true);
          addRestriction(ctx.duel, t, 'cannot-be-tributed', true);
          return true;
        },
      ],
    }),
  ],
});
