import {
  defineCard,
  fusionCandidates,
  fusionSummonWith,
  isNamed,
  named,
  ritualSummon,
  spell,
  type FusionSpec,
} from '../dsl/index.ts';

const DARK_MAGICIAN = 46986414;
const DARK_MAGICIAN_GIRL = 38033121;

/** "using monsters from your hand or field, including 'Dark Magician' or 'Dark Magician Girl'" (003 §3.3.2). */
const fusion: FusionSpec = { from: ['hand', 'field'], mustInclude: isNamed(DARK_MAGICIAN, DARK_MAGICIAN_GIRL) };

export default defineCard({
  code: 59514116,
  name: 'Secrets of Dark Magic',
  kind: 'spell',
  spellType: 'quick-play',
  text: 'Activate 1 of the following effects.\n● Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand or field, including "Dark Magician" or "Dark Magician Girl", as Fusion Material.\n● Ritual Summon 1 Ritual Monster from your hand, by Tributing monsters from your hand or field, including "Dark Magician" or "Dark Magician Girl", whose total Levels equal or exceed the Level of the Ritual Monster.',
  // "Activate 1 of the following effects": the effect is chosen on activation (003 §3.4.2).
  effects: [
    spell({
      label: 'Fusion Summon 1 Fusion Monster, using "Dark Magician" or "Dark Magician Girl" as Fusion Material',
      category: ['fusion-summon', 'special-summon'],
      // 003 §3.4.3: only while such a Fusion Summon is possible (a material set including either, and a zone).
      feasible: (ctx) => fusionCandidates(ctx.duel, ctx.player, fusion).length > 0,
      operation: [(ctx) => fusionSummonWith(ctx, fusion) >= 0],
    }),
    // 003 §3.3.2 TC-33: any Ritual Monster, "equal or exceed", one Tribute "Dark Magician" or "Dark Magician Girl",
    // none beyond what is needed.
    ritualSummon({
      label: 'Ritual Summon 1 Ritual Monster, Tributing "Dark Magician" or "Dark Magician Girl"',
      level: 'at-least',
      mustInclude: named(DARK_MAGICIAN, DARK_MAGICIAN_GIRL),
    }),
  ],
});
