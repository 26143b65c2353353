/** OP04-065 Miss.Goldenweek(Marianne): [On Play] If your Leader's type includes "Baroque Works", up to 1 of your opponent's Characters with a cost of 5 or less cannot attack until the start of your next turn. [Trigger] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Play this card. */
import { cannotAttack, card, donMinus, leaderTypeIncludes, onPlay, onlyIf, playThis, trigger } from '../dsl.ts';

export default card('OP04-065', {
  text: '[On Play] If your Leader\'s type includes "Baroque Works", up to 1 of your opponent\'s Characters with a cost of 5 or less cannot attack until the start of your next turn. [Trigger] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Play this card.',
  abilities: [
    onPlay(
      { text: "with a Leader whose type includes 'Baroque Works': a cost-5-or-less Character cannot attack" },
      onlyIf(
        leaderTypeIncludes('Baroque Works'),
        cannotAttack(1, { side: 'opponent', maxCost: 5 }, 'untilYourNextTurn'),
      ),
    ),
    trigger({ cost: [donMinus(1)], text: 'play this card' }, playThis),
  ],
});
