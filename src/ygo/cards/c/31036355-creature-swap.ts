import {
  addRestriction,
  controlCanSwitch,
  defineCard,
  monsters,
  spell,
  swapControl,
  type DuelState,
  type PlayerId,
} from '../dsl/index.ts';

const swappable = (duel: DuelState, p: PlayerId): number[] =>
  monsters(duel, p).filter((u) => controlCanSwitch(duel, u));

export default defineCard({
  code: 31036355,
  name: 'Creature Swap',
  kind: 'spell',
  spellType: 'normal',
  text: 'Each player chooses 1 monster they control and switches control of those monsters with each other. Those monsters cannot change their battle positions for the rest of this turn.',
  effects: [
    spell({
      label: 'Each player chooses 1 monster they control; switch control of them',
      category: ['control'],
      // 003 §3.4.3: the switch needs a monster on each side (the choice itself is made on resolution, not a target).
      // 003 §3.4.4: only monsters whose control can switch (not Mataza the Zapper face-up).
      feasible: (ctx) => swappable(ctx.duel, ctx.player).length > 0 && swappable(ctx.duel, ctx.opponent).length > 0,
      operation: [
        (ctx) => {
          const mine = swappable(ctx.duel, ctx.player);
          const theirs = swappable(ctx.duel, ctx.opponent);
          if (mine.length === 0 || theirs.length === 0) return false;
          // Each player chooses their own, the activator first; both choices come before anything changes.
          const a = ctx.chooseOne(mine, 'Choose 1 monster you control to switch');
          const b = ctx.chooseOne(theirs, 'Choose 1 monster you control to switch', ctx.opponent);
          if (!swapControl(ctx.duel, a, b)) return false;
          // "Those monsters cannot change their battle positions for the rest of this turn" (003 §3.4.4).
          addRestriction(ctx.duel, a, 'cannot-change-position', true);
          addRestriction(ctx.duel, b, 'cannot-change-position', true);
          return true;
        },
      ],
    }),
  ],
});
