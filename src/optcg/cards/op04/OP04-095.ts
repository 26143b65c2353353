/** OP04-095 Barrier!!: [Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle. Then, if you have 15 or more cards in your trash, that card gains an additional +2000 power during this battle. [Trigger] Draw 2 cards and trash 1 card from your hand. */
import { trashAtLeast } from '../deck.ts';
import { addPower, card, chosenGainPower, counter, draw, onlyIf, trashFromHand, trigger } from '../dsl.ts';

export default card('OP04-095', {
  text: '[Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle. Then, if you have 15 or more cards in your trash, that card gains an additional +2000 power during this battle. [Trigger] Draw 2 cards and trash 1 card from your hand.',
  abilities: [
    counter(
      { text: '+2000 this battle; +2000 more with 15 or more cards in trash' },
      addPower(2000, 'battle'),
      onlyIf(trashAtLeast(15), chosenGainPower(2000, 'battle')),
    ),
    trigger({ text: 'draw 2 and trash 1' }, draw(2), trashFromHand(1)),
  ],
});
