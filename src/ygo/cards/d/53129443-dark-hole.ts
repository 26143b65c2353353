import { cardsIn, defineCard, destroyAll, spell } from '../dsl/index.ts';

export default defineCard({
  code: 53129443,
  name: 'Dark Hole',
  kind: 'spell',
  spellType: 'normal',
  setcodes: [0x89],
  text: 'Destroy all monsters on the field.',
  effects: [
    spell({
      label: 'Destroy all monsters on the field',
      category: ['destroy'],
      // 003 §3.4.3: an activation whose resolution would do nothing is not allowed: needs a monster on the field.
      feasible: (ctx) => cardsIn(ctx.duel, ctx.player, 'both', 'monsters').length > 0,
      // 003 §3.4.4: all destroyed at the same time (one action, one event group).
      operation: [destroyAll('both', 'monsters')],
    }),
  ],
});
