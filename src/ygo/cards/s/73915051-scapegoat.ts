import { addRestriction, canSummonTokens, defineCard, lockPlayer, spell, summonTokens } from '../dsl/index.ts';

const SHEEP_TOKEN = 73915052;

export default defineCard({
  code: 73915051,
  name: 'Scapegoat',
  kind: 'spell',
  spellType: 'quick-play',
  text: 'Special Summon 4 "Sheep Tokens" (Beast/EARTH/Level 1/ATK 0/DEF 0) in Defense Position. They cannot be Tributed for a Tribute Summon. You cannot Summon other monsters the turn you activate this card (but you can Normal Set).',
  effects: [
    spell({
      label: 'Special Summon 4 "Sheep Tokens" in Defense Position',
      category: ['special-summon'],
      // 003 §2.1.4: "you cannot Summon other monsters the turn you activate this card": not once a Summon of yours
      // succeeded this turn (a negated one and a Set do not count).
      condition: (ctx) => ctx.duel.players[ctx.player].summons === 0,
      // 003 §3.4.3: it Summons 4 Tokens or none, so without 4 free Main Monster Zones it cannot be activated.
      feasible: (ctx) => canSummonTokens(ctx.duel, ctx.player, 4),
      // The restriction starts with the activation, whatever becomes of it (like Pot of Duality's).
      cost: { can: () => true, pay: (ctx) => lockPlayer(ctx.duel, ctx.player, 'cannot-summon') },
      operation: [
        (ctx) => {
          // Fewer than 4 zones free by now (or a lock applied since): no Sheep Token at all.
          if (!canSummonTokens(ctx.duel, ctx.player, 4, true)) return false;
          const sheep = summonTokens(ctx, [SHEEP_TOKEN, SHEEP_TOKEN, SHEEP_TOKEN, SHEEP_TOKEN], { defense: true });
          // "They cannot be Tributed for a Tribute Summon": part of Scapegoat's resolution (003 §3.3.2, TC-46).
          for (const u of sheep) addRestriction(ctx.duel, u, 'no-tribute-summon', false);
          return sheep.length > 0;
        },
      ],
    }),
  ],
});
