import { defineCard } from '../dsl/index.ts';

// Not implemented: its End Phase Special Summon of a Flip monster and its two position-changing effects. The example
// (TC-32) needs only its Ritual Summon.
export default defineCard({
  incomplete: 'its End Phase Special Summon and its position-changing effects',
  code: 94997874,
  name: 'Prediction Princess Tarotrei',
  kind: 'monster',
  categories: ['effect', 'ritual'],
  level: 9,
  attribute: 'LIGHT',
  type: 'Fairy',
  atk: 2700,
  def: 1200,
  setcodes: [0xcc],
  text: 'You can Ritual Summon this card with "Prediction Ritual". Once per turn, during your End Phase: You can Special Summon 1 Flip monster from your hand or Graveyard in face-down Defense Position. You can only use 1 of the following effects of "Prediction Princess Tarotrei" per turn, and only once that turn.\n● During either player\'s turn: You can target 1 face-down monster on the field; change it to face-up Attack Position.\n● During either player\'s turn: You can target 1 face-up monster on the field; change it to face-down Defense Position.',
});
