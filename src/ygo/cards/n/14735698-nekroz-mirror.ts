import {
  Reason,
  and,
  archetype,
  banish,
  banishForbidden,
  cardsIn,
  defineCard,
  isMonster,
  isSpell,
  monsterCount,
  ofArchetype,
  ritualSummon,
  searchDeck,
} from '../dsl/index.ts';

const NEKROZ = 0xb4;
const nekrozMonster = and(isMonster, ofArchetype(NEKROZ));
const nekrozSpell = and(isSpell, ofArchetype(NEKROZ));

export default defineCard({
  code: 14735698,
  name: 'Nekroz Mirror',
  kind: 'spell',
  spellType: 'ritual',
  setcodes: [NEKROZ],
  text: 'This card can be used to Ritual Summon any "Nekroz" Ritual Monster. Tribute monsters from your hand or field, and/or banish "Nekroz" monsters from your GY, then Ritual Summon 1 "Nekroz" Ritual Monster from your hand whose Level exactly equals the total Levels of those monsters. You can only use this effect of "Nekroz Mirror" once per turn. If you control no monsters: You can banish this card and 1 "Nekroz" monster from your GY; add 1 "Nekroz" Spell from your Deck to your hand.',
  effects: [
    {
      // 003 §3.3.2: "exactly equals"; "Nekroz" monsters banished from the GY count with the Tributes.
      ...ritualSummon({
        label: 'Ritual Summon 1 "Nekroz" Ritual Monster',
        level: 'equal',
        monster: archetype(NEKROZ),
        banishFromGy: (c) => archetype(NEKROZ)(c) && c.kind === 'monster',
      }),
      // 003 §3.5.1: "You can only use this effect of 'Nekroz Mirror' once per turn".
      oncePerTurn: 'name',
    },
    {
      label: 'Banish this card and 1 "Nekroz" monster from your GY: add 1 "Nekroz" Spell from your Deck to your hand',
      // "If you control no monsters: You can": an Ignition effect activated from the GY (003 §3.4.2).
      type: 'ignition',
      range: ['gy'],
      category: ['search', 'to-hand'],
      condition: (ctx) => monsterCount(ctx.duel, ctx.player) === 0,
      // 003 §3.4.2: banishing both is the cost; the "Nekroz" monster is chosen when paying it.
      cost: {
        can: (ctx) =>
          ctx.self.location === 'gy' &&
          !banishForbidden(ctx.duel) &&
          cardsIn(ctx.duel, ctx.player, 'you', 'gy', nekrozMonster).length > 0,
        pay: (ctx) => {
          const pool = cardsIn(ctx.duel, ctx.player, 'you', 'gy', nekrozMonster);
          const pick = ctx.choose({ from: pool, min: 1, max: 1, prompt: 'Banish 1 "Nekroz" monster from your GY' })[0]!;
          banish(ctx.duel, [ctx.self.uid, pick], Reason.COST, ctx.player);
        },
      },
      // 003 §3.4.3: not activated with nothing to add.
      feasible: (ctx) => cardsIn(ctx.duel, ctx.player, 'you', 'deck', nekrozSpell).length > 0,
      operation: [searchDeck(nekrozSpell, 'Add 1 "Nekroz" Spell from your Deck to your hand')],
    },
  ],
});
