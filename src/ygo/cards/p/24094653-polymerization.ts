import { defineCard, fusionPossible, fusionSummonStep, spell } from '../dsl/index.ts';

export default defineCard({
  code: 24094653,
  name: 'Polymerization',
  kind: 'spell',
  spellType: 'normal',
  setcodes: [0x46],
  text: 'Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand or field as Fusion Material.',
  effects: [
    spell({
      label: 'Fusion Summon 1 Fusion Monster',
      category: ['fusion-summon', 'special-summon'],
      // 003 §3.4.3: activatable only if a Fusion Summon is possible now (materials in hand/field and a zone for it).
      feasible: (ctx) => fusionPossible(ctx.duel, ctx.player),
      // 003 §3.3.2: materials are chosen and sent to the GY on resolution, then the Fusion Monster is Summoned.
      operation: [fusionSummonStep],
    }),
  ],
});
