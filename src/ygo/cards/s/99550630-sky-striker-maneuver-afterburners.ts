import { cardsIn, defineCard, destroy, faceUp, Reason, spell, targets, thenAction } from '../dsl/index.ts';
import { noMainMonsters, threeSpellsInGy } from '../archetypes/sky-striker.ts';

export default defineCard({
  code: 99550630,
  name: 'Sky Striker Maneuver - Afterburners!',
  kind: 'spell',
  spellType: 'normal',
  setcodes: [0x115],
  text: 'If you control no monsters in your Main Monster Zone: Target 1 face-up monster on the field; destroy it, then, if you have 3 or more Spells in your GY, you can destroy 1 Spell/Trap on the field.',
  effects: [
    spell({
      label: 'Destroy 1 face-up monster on the field',
      category: ['destroy'],
      // 003 §3.4.3: checked on activation.
      condition: noMainMonsters,
      target: {
        ...targets({ side: 'both', zone: 'monsters', filter: faceUp, prompt: 'Target 1 face-up monster on the field' }),
        holds: (ctx, uid) => ctx.card(uid).location === 'mzone' && ctx.card(uid).faceUp,
      },
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0) return false;
          // 003 §3.4.4 "then": the rest happens only if it was destroyed.
          return destroy(ctx.duel, [t], Reason.EFFECT, ctx.player, ctx.asker).length > 0;
        },
        (ctx) => {
          // Another Spell/Trap: this card, still resolving on the field, is not one it chooses.
          const pool = cardsIn(ctx.duel, ctx.player, 'both', 'spell-trap-cards').filter((u) => u !== ctx.self.uid);
          if (!threeSpellsInGy(ctx) || pool.length === 0 || !ctx.yesNo('Destroy 1 Spell/Trap on the field?'))
            return false;
          const pick = ctx.choose({ from: pool, min: 1, max: 1, prompt: 'Destroy 1 Spell/Trap on the field' });
          thenAction(ctx.duel);
          destroy(ctx.duel, pick, Reason.EFFECT, ctx.player, ctx.asker);
          return true;
        },
      ],
    }),
  ],
});
