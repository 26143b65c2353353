import { cardsIn, defineCard, destroyAll, spell } from '../dsl/index.ts';

export default defineCard({
  code: 12580477,
  name: 'Raigeki',
  kind: 'spell',
  spellType: 'normal',
  text: 'Destroy all monsters your opponent controls.',
  effects: [
    spell({
      label: 'Destroy all monsters your opponent controls',
      category: ['destroy'],
      // 003 §3.4.3: an activation whose resolution would do nothing is not allowed: the opponent must control a monster.
      feasible: (ctx) => cardsIn(ctx.duel, ctx.player, 'opponent', 'monsters').length > 0,
      // 003 §3.4.4: face-up and face-down alike, all at the same time.
      operation: [destroyAll('opponent', 'monsters')],
    }),
  ],
});
