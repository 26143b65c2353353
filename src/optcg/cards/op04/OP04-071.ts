/** OP04-071 Mr.4(Babe): [On Your Opponent's Attack] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Character gains [Blocker] and +1000 power during this battle. (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) */
import { card, donMinus, gainKeyword, gainPower, onOpponentsAttack } from '../dsl.ts';

export default card('OP04-071', {
  text: "[On Your Opponent's Attack] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Character gains [Blocker] and +1000 power during this battle.\n(After your opponent declares an attack, you may rest this card to make it the new target of the attack.)",
  abilities: [
    onOpponentsAttack(
      { cost: [donMinus(1)], text: 'this Character gains [Blocker] and +1000 this battle' },
      gainKeyword('blocker', 'battle'),
      gainPower(1000, 'battle'),
    ),
  ],
});
