/** OP04-069 Mr.2.Bon.Kurei(Bentham): [On Your Opponent's Attack] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Character's base power becomes the same as the power of your opponent's attacking Leader or Character during this turn. [Trigger] DON!! −1: Play this card. */
import { basePowerOfAttacker } from '../battle.ts';
import { card, donMinus, onOpponentsAttack, playThis, trigger } from '../dsl.ts';

export default card('OP04-069', {
  text: "[On Your Opponent's Attack] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Character's base power becomes the same as the power of your opponent's attacking Leader or Character during this turn. [Trigger] DON!! −1: Play this card.",
  abilities: [
    onOpponentsAttack(
      { cost: [donMinus(1)], text: "base power becomes the attacker's power this turn" },
      basePowerOfAttacker,
    ),
    trigger({ cost: [donMinus(1)], text: 'play this card' }, playThis),
  ],
});
