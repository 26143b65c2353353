/** OP02-009 Squard: [On Play] If your Leader's type includes "Whitebeard Pirates", give up to 1 of your opponent's Characters −4000 power during this turn and add 1 card from the top of your Life cards to your hand. */
import { addPower, card, leaderTypeIncludes, onPlay, onlyIfAll, opponentsCharacter } from '../dsl.ts';
import { addLifeToHand } from '../life.ts';

export default card('OP02-009', {
  text: '[On Play] If your Leader\'s type includes "Whitebeard Pirates", give up to 1 of your opponent\'s Characters −4000 power during this turn and add 1 card from the top of your Life cards to your hand.',
  abilities: [
    onPlay(
      { text: 'with a Whitebeard Pirates Leader: −4000 to a Character and the top Life card to your hand' },
      ...onlyIfAll(
        leaderTypeIncludes('Whitebeard Pirates'),
        addPower(-4000, 'turn', 1, opponentsCharacter),
        addLifeToHand('top'),
      ),
    ),
  ],
});
