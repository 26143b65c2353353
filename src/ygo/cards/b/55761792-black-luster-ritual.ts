import { defineCard, named, ritualSummon } from '../dsl/index.ts';

const BLACK_LUSTER_SOLDIER = 5405694;

export default defineCard({
  code: 55761792,
  name: 'Black Luster Ritual',
  kind: 'spell',
  spellType: 'ritual',
  setcodes: [0xcf],
  text: 'This card is used to Ritual Summon "Black Luster Soldier". You must also Tribute monsters from your hand or field whose total Levels equal 8 or more.',
  effects: [
    // 003 §3.3.2: "equal 8 or more" (Black Luster Soldier is Level 8), with no superfluous Tribute.
    ritualSummon({
      label: 'Ritual Summon "Black Luster Soldier"',
      level: 'at-least',
      monster: named(BLACK_LUSTER_SOLDIER),
    }),
  ],
});
