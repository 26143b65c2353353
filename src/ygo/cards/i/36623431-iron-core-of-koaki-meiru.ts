import { defineCard } from '../dsl/index.ts';

// Not implemented: its GY effect in the Draw Phase (added to the hand instead of drawing, or by sending a "Koa'ki
// Meiru" monster). The example (TC-123) needs it as the card Koa'ki Meiru Overload's maintenance sends.
export default defineCard({
  incomplete: 'its Draw Phase effect in the GY',
  code: 36623431,
  name: "Iron Core of Koa'ki Meiru",
  kind: 'spell',
  spellType: 'normal',
  setcodes: [0x1d],
  text: 'During your Draw Phase, if this card is in your Graveyard, you can add this card to your hand instead of drawing, and/or send 1 "Koa\'ki Meiru" monster from your hand to your Graveyard to add this card to your hand.',
});
