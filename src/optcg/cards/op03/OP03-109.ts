/** OP03-109 Charlotte Chiffon: [On Play] You may trash 1 card from the top or bottom of your Life cards: Add up to 1 card from the top of your deck to the top of your Life cards. */
import { card, deckTopToLife, onPlay } from '../dsl.ts';
import { trashLifeCost } from '../life.ts';

export default card('OP03-109', {
  text: '[On Play] You may trash 1 card from the top or bottom of your Life cards: Add up to 1 card from the top of your deck to the top of your Life cards.',
  abilities: [
    onPlay(
      {
        cost: [trashLifeCost('topOrBottom')],
        mayPay: true,
        text: 'trash 1 top or bottom Life card: add up to 1 card from the top of your deck to your Life',
      },
      deckTopToLife(1),
    ),
  ],
});
