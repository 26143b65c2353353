/** OP03-092 Rob Lucci: [On Play] You may place 2 cards with a type including "CP" from your trash at the bottom of your deck in any order: This Character gains [Rush] during this turn. (This card can attack on the turn in which it is played.) */
import { card, gainKeyword, onPlay } from '../dsl.ts';
import { trashToDeckBottomCost } from '../trash.ts';

export default card('OP03-092', {
  text: '[On Play] You may place 2 cards with a type including "CP" from your trash at the bottom of your deck in any order: This Character gains [Rush] during this turn.\n(This card can attack on the turn in which it is played.)',
  abilities: [
    onPlay(
      {
        cost: [trashToDeckBottomCost(2, { typeIncludes: 'CP' })],
        mayPay: true,
        text: 'place 2 CP cards from your trash at the bottom: gain [Rush] this turn',
      },
      gainKeyword('rush', 'turn'),
    ),
  ],
});
