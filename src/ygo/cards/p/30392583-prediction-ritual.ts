import { defineCard, named, ritualSummon } from '../dsl/index.ts';

const TAROTREI = 94997874;

// Not implemented: "During your Main Phase, except the turn this card was sent to the Graveyard: You can banish this
// card from your Graveyard; add 1 'Prediction Princess' monster from your Deck to your hand" (no example needs it).
export default defineCard({
  incomplete: 'its GY effect (banish it: search a "Prediction Princess" monster)',
  code: 30392583,
  name: 'Prediction Ritual',
  kind: 'spell',
  spellType: 'ritual',
  text: 'This card is used to Ritual Summon "Prediction Princess Tarotrei". You must also Tribute monsters from your hand or field whose total Levels equal 9 or more. During your Main Phase, except the turn this card was sent to the Graveyard: You can banish this card from your Graveyard; add 1 "Prediction Princess" monster from your Deck to your hand.',
  effects: [
    // 003 §3.3.2 TC-32: "9 or more", with no superfluous Tribute.
    ritualSummon({
      label: 'Ritual Summon "Prediction Princess Tarotrei"',
      level: 'at-least',
      monster: named(TAROTREI),
    }),
  ],
});
