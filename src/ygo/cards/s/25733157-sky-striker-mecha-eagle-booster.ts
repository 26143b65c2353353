import { addRestriction, defineCard, faceUp, spell, targets } from '../dsl/index.ts';
import { noMainMonsters, threeSpellsInGy } from '../archetypes/sky-striker.ts';

export default defineCard({
  code: 25733157,
  name: 'Sky Striker Mecha - Eagle Booster',
  kind: 'spell',
  spellType: 'quick-play',
  setcodes: [0x115],
  text: 'If you control no monsters in your Main Monster Zones: Target 1 face-up monster on the field; that target is unaffected by card effects this turn, except its own, and if you have 3 or more Spells in your GY, it cannot be destroyed by battle this turn.',
  effects: [
    spell({
      label: '1 face-up monster is unaffected by other card effects this turn',
      category: [],
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
          // 003 §3.4.4: a change the resolution makes on the monster, this turn (gone if it leaves the field).
          addRestriction(ctx.duel, t, 'unaffected-effects', true);
          // "and if you have 3 or more Spells in your GY": the same action, counted now.
          if (threeSpellsInGy(ctx)) addRestriction(ctx.duel, t, 'indestructible-battle', true);
          return true;
        },
      ],
    }),
  ],
});
