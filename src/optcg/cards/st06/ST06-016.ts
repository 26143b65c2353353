/** ST06-016 White Out: [Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle. [Trigger] Draw 1 card and none of your Characters can be K.O.'d during this turn. */
import { addPower, card, counter, draw, trigger, yourCharactersCannotBeKOd } from '../dsl.ts';

export default card('ST06-016', {
  text: "[Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle. [Trigger] Draw 1 card and none of your Characters can be K.O.'d during this turn.",
  abilities: [
    counter({ text: '+2000 this battle' }, addPower(2000, 'battle')),
    trigger(
      { text: "draw 1; none of your Characters can be K.O.'d this turn" },
      draw(1),
      yourCharactersCannotBeKOd('turn'),
    ),
  ],
});
