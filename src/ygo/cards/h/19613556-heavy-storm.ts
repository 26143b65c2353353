import { Reason, cardsIn, defineCard, destroy, spell, type EffectContext } from '../dsl/index.ts';

/** Every other Spell/Trap on the field (the resolving Heavy Storm itself is not destroyed by it). */
const others = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'both', 'spell-trap-cards').filter((u) => u !== ctx.self.uid);

export default defineCard({
  code: 19613556,
  name: 'Heavy Storm',
  kind: 'spell',
  spellType: 'normal',
  text: 'Destroy all Spell and Trap Cards on the field.',
  effects: [
    spell({
      label: 'Destroy all Spells and Traps on the field',
      category: ['destroy'],
      // 003 §3.4.3: an activation whose resolution is entirely impossible is not allowed.
      feasible: (ctx) => others(ctx).length > 0,
      operation: [
        (ctx) => {
          const list = others(ctx);
          // 003 §3.4.4: all are destroyed simultaneously.
          if (list.length) destroy(ctx.duel, list, Reason.EFFECT, ctx.player, ctx.asker);
        },
      ],
    }),
  ],
});
