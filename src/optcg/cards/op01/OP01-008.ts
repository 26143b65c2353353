/** OP01-008 Cavendish: [On Play] You may add 1 card from your Life area to your hand: This Character gains [Rush] during this turn. (This card can attack on the turn in which it is played.) */
import { card, gainKeyword, lifeToHandCost, onPlay } from '../dsl.ts';

export default card('OP01-008', {
  text: '[On Play] You may add 1 card from your Life area to your hand: This Character gains [Rush] during this turn. (This card can attack on the turn in which it is played.)',
  abilities: [
    onPlay(
      { text: 'add 1 Life card to your hand: gain [Rush]', cost: [lifeToHandCost()], mayPay: true },
      gainKeyword('rush', 'turn'),
    ),
  ],
});
