import { archetype, defineCard, ritualSummon } from '../dsl/index.ts';

const NEKROZ = 0xb4;

// Not implemented: the second effect ("If you control no monsters: You can banish this card and 1 'Nekroz' monster
// from your GY; add 1 'Nekroz' Spell from your Deck to your hand"); no example or test needs it yet.
export default defineCard({
  incomplete: 'its second effect (banish it and a "Nekroz" monster: search a "Nekroz" Spell)',
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
  ],
});
