/** ST03-017 Love-Love Mellow: [Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, draw 1 card if you have 3 or less cards in your hand. */
import { addPower, card, counter, draw, handAtMost, onlyIf } from '../dsl.ts';

export default card('ST03-017', {
  text: '[Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, draw 1 card if you have 3 or less cards in your hand.',
  abilities: [
    counter(
      { text: '+4000 this battle, then draw 1 if your hand has 3 or less cards' },
      addPower(4000, 'battle'),
      // 001 §8-3-3: the hand size is checked when this part resolves (the Event is already in the trash, 001 §8-4-2).
      onlyIf(handAtMost(3), draw(1)),
    ),
  ],
});
