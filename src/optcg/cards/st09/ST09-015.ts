/** ST09-015 Thunder Bagua: [Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, if you have 2 or less Life cards, add up to 1 of your opponent's Characters with a cost of 3 or less to the top or bottom of the owner's Life cards face-up. [Trigger] Draw 1 card. */
import { addPower, card, counter, draw, lifeAtMost, onlyIf, trigger } from '../dsl.ts';
import { characterToLife } from '../life.ts';

export default card('ST09-015', {
  text: "[Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, if you have 2 or less Life cards, add up to 1 of your opponent's Characters with a cost of 3 or less to the top or bottom of the owner's Life cards face-up. [Trigger] Draw 1 card.",
  abilities: [
    counter(
      { text: "+4000 this battle; with 2 or less Life, an opponent's cost-3-or-less Character to their Life face up" },
      addPower(4000, 'battle'),
      onlyIf(lifeAtMost(2), characterToLife(1, { side: 'opponent', maxCost: 3 }, 'topOrBottom')),
    ),
    trigger({ text: 'draw 1' }, draw(1)),
  ],
});
