/** ST05-017 Union Armada: [Counter] Up to 1 of your {FILM} type Leader or Character cards gains +4000 power during this battle. If that card is a Character, that Character cannot be K.O.'d during this turn. [Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active. */
import { addDon, addPower, card, chosenCannotBeKOd, counter, trigger } from '../dsl.ts';

export default card('ST05-017', {
  text: "[Counter] Up to 1 of your {FILM} type Leader or Character cards gains +4000 power during this battle. If that card is a Character, that Character cannot be K.O.'d during this turn. [Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active.",
  abilities: [
    counter(
      { text: "+4000 to a {FILM} Leader or Character this battle; a Character cannot be K.O.'d this turn" },
      addPower(4000, 'battle', 1, { side: 'own', leader: true, types: ['FILM'] }),
      chosenCannotBeKOd('turn'),
    ),
    trigger({ text: 'add up to 1 active DON!!' }, addDon(1, true)),
  ],
});
