/** OP04-098 Toko: [On Play] You may trash 2 {Land of Wano} type cards from your hand: If you have 1 or less Life cards, add 1 card from the top of your deck to the top of your Life cards. */
import { card, lifeAtMost, onPlay, onlyIf, trashFromHandCost } from '../dsl.ts';
import { deckTopToLifeTop } from '../life.ts';

export default card('OP04-098', {
  text: '[On Play] You may trash 2 {Land of Wano} type cards from your hand: If you have 1 or less Life cards, add 1 card from the top of your deck to the top of your Life cards.',
  abilities: [
    onPlay(
      {
        cost: [trashFromHandCost(2, { types: ['Land of Wano'] })],
        mayPay: true,
        text: 'trash 2 {Land of Wano}: with 1 or less Life, the top deck card to Life',
      },
      onlyIf(lifeAtMost(1), deckTopToLifeTop),
    ),
  ],
});
