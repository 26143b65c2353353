import { addRestriction, addStatChange, canSummonTokens, defineCard, spell, summonTokens } from '../dsl/index.ts';
import { noMainMonsters, threeSpellsInGy } from '../archetypes/sky-striker.ts';

const SKY_STRIKER_ACE_TOKEN = 52340445;

export default defineCard({
  code: 52340444,
  name: 'Sky Striker Mecha - Hornet Drones',
  kind: 'spell',
  spellType: 'quick-play',
  setcodes: [0x115],
  text: 'If you control no monsters in your Main Monster Zones: Special Summon 1 "Sky Striker Ace Token" (Warrior/DARK/Level 1/ATK 0/DEF 0) in Defense Position, which cannot be Tributed, and if you have 3 or more Spells in your GY when this effect resolves, the Token\'s ATK/DEF become 1500 instead.',
  effects: [
    spell({
      label: 'Special Summon 1 "Sky Striker Ace Token" in Defense Position',
      category: ['special-summon'],
      // 003 §3.4.3: checked on activation.
      condition: noMainMonsters,
      // 003 §3.4.3: no Token can be Summoned: the activation is not allowed.
      feasible: (ctx) => canSummonTokens(ctx.duel, ctx.player, 1),
      operation: [
        (ctx) => {
          if (!canSummonTokens(ctx.duel, ctx.player, 1, true)) return false;
          // "when this effect resolves": the Spells counted now, before the Token arrives (it changes nothing in the GY).
          const boosted = threeSpellsInGy(ctx);
          const [token] = summonTokens(ctx, [SKY_STRIKER_ACE_TOKEN], { defense: true });
          if (token === undefined) return false;
          // 003 §3.3.2: "which cannot be Tributed" and its stats are part of this resolution, not effects of the Token.
          addRestriction(ctx.duel, token, 'cannot-be-tributed', false);
          if (boosted) {
            addStatChange(ctx.duel, token, 'atk', 'set', 1500, false);
            addStatChange(ctx.duel, token, 'def', 'set', 1500, false);
          }
          return true;
        },
      ],
    }),
  ],
});
