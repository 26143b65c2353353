import { Reason, cardsIn, defOf, defineCard, destroy, faceUp, spell, type EffectContext } from '../dsl/index.ts';

/** The opponent's face-up monsters with the highest DEF now (ties: the activator chooses on resolution). */
function highestDef(ctx: EffectContext): number[] {
  const list = cardsIn(ctx.duel, ctx.player, 'opponent', 'monsters', faceUp);
  let best = -1;
  for (const u of list) best = Math.max(best, defOf(ctx.duel, ctx.card(u)));
  return list.filter((u) => defOf(ctx.duel, ctx.card(u)) === best);
}

export default defineCard({
  code: 97169186,
  name: 'Smashing Ground',
  kind: 'spell',
  spellType: 'normal',
  text: 'Destroy the 1 face-up monster your opponent controls that has the highest DEF (your choice, if tied).',
  effects: [
    spell({
      label: 'Destroy the face-up monster your opponent controls with the highest DEF',
      category: ['destroy'],
      // 003 §3.4.3 TC-62: an activation whose resolution is entirely impossible is not allowed.
      feasible: (ctx) => highestDef(ctx).length > 0,
      // Not a target: the monster is decided on resolution (003 §3.4.3).
      operation: [
        (ctx) => {
          const pool = highestDef(ctx);
          if (pool.length === 0) return false;
          const pick = ctx.chooseOne(pool, 'Choose the monster with the highest DEF to destroy');
          destroy(ctx.duel, [pick], Reason.EFFECT, ctx.player, ctx.asker);
          return true;
        },
      ],
    }),
  ],
});
