/** OP05-093 Rob Lucci: [On Play] You may place 3 cards from your trash at the bottom of your deck in any order: K.O. up to 1 of your opponent's Characters with a cost of 2 or less and up to 1 of your opponent's Characters with a cost of 1 or less. */
import { card, koEach, onPlay } from '../dsl.ts';
import { trashToDeckBottomCost } from '../trash.ts';

export default card('OP05-093', {
  text: "[On Play] You may place 3 cards from your trash at the bottom of your deck in any order: K.O. up to 1 of your opponent's Characters with a cost of 2 or less and up to 1 of your opponent's Characters with a cost of 1 or less.",
  abilities: [
    onPlay(
      {
        cost: [trashToDeckBottomCost(3, {})],
        mayPay: true,
        text: 'place 3 cards from your trash at the bottom: K.O. up to 1 cost 2 or less and up to 1 cost 1 or less',
      },
      koEach([
        { side: 'opponent', maxCost: 2 },
        { side: 'opponent', maxCost: 1 },
      ]),
    ),
  ],
});
