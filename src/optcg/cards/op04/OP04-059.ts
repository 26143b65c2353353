/** OP04-059 Iceburg: [On Your Opponent's Attack] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): If your Leader has the {Water Seven} type, this Character gains [Blocker] during this turn. (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) */
import { card, donMinus, gainKeyword, leaderHasType, onOpponentsAttack, onlyIf } from '../dsl.ts';

export default card('OP04-059', {
  text: "[On Your Opponent's Attack] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): If your Leader has the {Water Seven} type, this Character gains [Blocker] during this turn.\n(After your opponent declares an attack, you may rest this card to make it the new target of the attack.)",
  abilities: [
    onOpponentsAttack(
      { cost: [donMinus(1)], text: 'with a {Water Seven} Leader: this Character gains [Blocker] this turn' },
      onlyIf(leaderHasType('Water Seven'), gainKeyword('blocker', 'turn')),
    ),
  ],
});
