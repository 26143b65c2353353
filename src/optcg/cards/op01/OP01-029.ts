/** OP01-029 Radical Beam!!: [Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle. Then, if you have 2 or less Life cards, that card gains an additional +2000 power. [Trigger] Up to 1 of your Leader or Character cards gains +1000 power during this turn. */
import { addPower, card, chosenGainPower, counter, lifeAtMost, onlyIf, trigger } from '../dsl.ts';

export default card('OP01-029', {
  text: '[Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle. Then, if you have 2 or less Life cards, that card gains an additional +2000 power. [Trigger] Up to 1 of your Leader or Character cards gains +1000 power during this turn.',
  abilities: [
    counter(
      { text: '+2000 this battle; +2000 more with 2 or less Life' },
      addPower(2000, 'battle'),
      onlyIf(lifeAtMost(2), chosenGainPower(2000, 'battle')),
    ),
    trigger({ text: 'up to 1 gains +1000 this turn' }, addPower(1000, 'turn')),
  ],
});
