/** OP03-070 Monkey.D.Luffy: [On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.) You may trash 1 Character card with a cost of 5 from your hand: This Character gains [Rush] during this turn. (This card can attack on the turn in which it is played.) */
import { card, donMinus, gainKeyword, onPlay, trashFromHandCost } from '../dsl.ts';

export default card('OP03-070', {
  text: '[On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.) You may trash 1 Character card with a cost of 5 from your hand: This Character gains [Rush] during this turn.\n(This card can attack on the turn in which it is played.)',
  abilities: [
    onPlay(
      {
        cost: [donMinus(1), trashFromHandCost(1, { category: 'Character', minCost: 5, maxCost: 5 })],
        text: 'trash 1 Character card with a cost of 5: gain [Rush] this turn',
      },
      gainKeyword('rush', 'turn'),
    ),
  ],
});
