import { defineCard, named, ritualSummon } from '../dsl/index.ts';

const DARK_MAGICIAN = 46986414;
const DARK_MAGICIAN_GIRL = 38033121;

// Not implemented: the first effect, the Fusion Summon "including 'Dark Magician' or 'Dark Magician Girl'" (the
// Fusion procedure has no must-include material yet). Only the Ritual Summon can be activated.
export default defineCard({
  incomplete: 'its Fusion Summon effect',
  code: 59514116,
  name: 'Secrets of Dark Magic',
  kind: 'spell',
  spellType: 'quick-play',
  text: 'Activate 1 of the following effects.\n● Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand or field, including "Dark Magician" or "Dark Magician Girl", as Fusion Material.\n● Ritual Summon 1 Ritual Monster from your hand, by Tributing monsters from your hand or field, including "Dark Magician" or "Dark Magician Girl", whose total Levels equal or exceed the Level of the Ritual Monster.',
  effects: [
    // 003 §3.3.2 TC-33: any Ritual Monster, "equal or exceed", one Tribute "Dark Magician" or "Dark Magician Girl",
    // none beyond what is needed.
    ritualSummon({
      label: 'Ritual Summon 1 Ritual Monster, Tributing "Dark Magician" or "Dark Magician Girl"',
      level: 'at-least',
      mustInclude: named(DARK_MAGICIAN, DARK_MAGICIAN_GIRL),
    }),
  ],
});
