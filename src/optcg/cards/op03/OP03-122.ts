/** OP03-122 Sogeking: Also treat this card's name as [Usopp] according to the rules. [On Play] Return up to 1 Character with a cost of 6 or less to the owner's hand. Then, draw 2 cards and trash 2 cards from your hand. */
import { bounce, card, draw, onPlay, trashFromHand } from '../dsl.ts';

export default card('OP03-122', {
  text: "Also treat this card's name as [Usopp] according to the rules.\n[On Play] Return up to 1 Character with a cost of 6 or less to the owner's hand. Then, draw 2 cards and trash 2 cards from your hand.",
  alsoNamed: ['Usopp'],
  abilities: [
    onPlay(
      { text: 'return up to 1 Character with a cost of 6 or less; draw 2 and trash 2 from your hand' },
      bounce(1, { side: 'any', maxCost: 6 }),
      draw(2),
      trashFromHand(2),
    ),
  ],
});
