/** OP04-063 Franky: [On Your Opponent's Attack] [Once Per Turn] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): If your Leader has the {Water Seven} type, up to 1 of your Leader or Character cards gains +1000 power during this battle. */
import { addPower, card, donMinus, leaderHasType, onOpponentsAttack, onlyIf } from '../dsl.ts';

export default card('OP04-063', {
  text: "[On Your Opponent's Attack] [Once Per Turn] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): If your Leader has the {Water Seven} type, up to 1 of your Leader or Character cards gains +1000 power during this battle.",
  abilities: [
    onOpponentsAttack(
      { once: true, cost: [donMinus(1)], text: 'with a {Water Seven} Leader: +1000 this battle' },
      onlyIf(leaderHasType('Water Seven'), addPower(1000, 'battle')),
    ),
  ],
});
