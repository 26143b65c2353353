/** OP05-075 Mr.1(Daz.Bonez): [On Your Opponent's Attack] [Once Per Turn] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Play up to 1 {Baroque Works} type Character card with a cost of 3 or less from your hand. */
import { card, donMinus, onOpponentsAttack, playFromHand } from '../dsl.ts';

export default card('OP05-075', {
  text: "[On Your Opponent's Attack] [Once Per Turn] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Play up to 1 {Baroque Works} type Character card with a cost of 3 or less from your hand.",
  abilities: [
    onOpponentsAttack(
      {
        once: true,
        cost: [donMinus(1)],
        text: 'play up to 1 {Baroque Works} Character card with a cost of 3 or less from your hand',
      },
      playFromHand(1, { types: ['Baroque Works'], maxCost: 3 }, 'Character'),
    ),
  ],
});
