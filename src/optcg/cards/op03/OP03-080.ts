/** OP03-080 Kaku: [On Play] You may place 2 cards with a type including "CP" from your trash at the bottom of your deck in any order: K.O. up to 1 of your opponent's Characters with a cost of 3 or less. */
import { card, ko, onPlay } from '../dsl.ts';
import { trashToDeckBottomCost } from '../trash.ts';

export default card('OP03-080', {
  text: '[On Play] You may place 2 cards with a type including "CP" from your trash at the bottom of your deck in any order: K.O. up to 1 of your opponent\'s Characters with a cost of 3 or less.',
  abilities: [
    onPlay(
      {
        cost: [trashToDeckBottomCost(2, { typeIncludes: 'CP' })],
        mayPay: true,
        text: 'place 2 CP cards from your trash at the bottom: K.O. up to 1 with a cost of 3 or less',
      },
      ko(1, { side: 'opponent', maxCost: 3 }),
    ),
  ],
});
