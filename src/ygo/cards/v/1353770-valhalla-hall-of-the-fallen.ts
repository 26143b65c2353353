import { activateThisCard, defineCard, monsterCount, ofType, specialSummonFrom } from '../dsl/index.ts';

export default defineCard({
  code: 1353770,
  name: 'Valhalla, Hall of the Fallen',
  kind: 'spell',
  spellType: 'continuous',
  text: 'Once per turn: You can Special Summon 1 Fairy monster from your hand. You must control no monsters to activate and to resolve this effect.',
  effects: [
    // 003 §3.3.3: a Continuous Spell is activated (placed face-up); its later effects are effect activations.
    activateThisCard(),
    {
      label: 'Special Summon 1 Fairy monster from your hand',
      type: 'ignition',
      // "Once per turn" without the name: per copy (003 §3.5.1).
      oncePerTurn: 'card',
      category: ['special-summon'],
      // "You must control no monsters to activate and to resolve this effect".
      condition: (ctx) => monsterCount(ctx.duel, ctx.player) === 0,
      feasible: (ctx) => ctx.duel.players[ctx.player].hand.some((u) => ofType('Fairy')(ctx.duel, ctx.card(u))),
      operation: [
        (ctx) => {
          if (monsterCount(ctx.duel, ctx.player) !== 0) return false;
          return specialSummonFrom('hand', ofType('Fairy'), 'Special Summon 1 Fairy monster from your hand')(ctx);
        },
      ],
    },
  ],
});
