/** OP02-051 Emporio.Ivankov: [On Play] Draw card(s) so that you have 3 cards in your hand and then play up to 1 blue {Impel Down} type Character card with a cost of 6 or less from your hand. */
import { card, onPlay, playFromHand } from '../dsl.ts';
import { drawTo } from '../hand.ts';

export default card('OP02-051', {
  text: '[On Play] Draw card(s) so that you have 3 cards in your hand and then play up to 1 blue {Impel Down} type Character card with a cost of 6 or less from your hand.',
  abilities: [
    onPlay(
      { text: 'draw to 3 cards, then play a blue {Impel Down} Character with a cost of 6 or less' },
      drawTo(3),
      playFromHand(1, { colors: ['Blue'], types: ['Impel Down'], maxCost: 6 }, 'Character'),
    ),
  ],
});
