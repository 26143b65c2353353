/** OP04-116 Diable Jambe Joue Shot: [Counter] Up to 1 of your Leader or Character cards gains +6000 power during this battle. Then, if you and your opponent have a total of 4 or less Life cards, K.O. up to 1 of your opponent's Characters with a cost of 2 or less. [Trigger] Draw 1 card. */
import { addPower, card, counter, draw, ko, onlyIf, trigger } from '../dsl.ts';
import { totalLifeAtMost } from '../life.ts';

export default card('OP04-116', {
  text: "[Counter] Up to 1 of your Leader or Character cards gains +6000 power during this battle. Then, if you and your opponent have a total of 4 or less Life cards, K.O. up to 1 of your opponent's Characters with a cost of 2 or less. [Trigger] Draw 1 card.",
  abilities: [
    counter(
      { text: '+6000 this battle; with 4 or less Life in total, K.O. a cost-2-or-less Character' },
      addPower(6000, 'battle'),
      onlyIf(totalLifeAtMost(4), ko(1, { side: 'opponent', maxCost: 2 })),
    ),
    trigger({ text: 'draw 1 card' }, draw(1)),
  ],
});
