/** OP05-114 El Thor: [Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle. Then, if your opponent has 2 or less Life cards, that card gains an additional +2000 power during this battle. [Trigger] K.O. up to 1 of your opponent's Characters with a cost equal to or less than the number of your opponent's Life cards. */
import { addPower, card, chosenGainPower, counter, ko, onlyIf, trigger } from '../dsl.ts';
import { costAtMostOpponentsLife, opponentLifeAtMost } from '../conditions.ts';

export default card('OP05-114', {
  text: "[Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle. Then, if your opponent has 2 or less Life cards, that card gains an additional +2000 power during this battle. [Trigger] K.O. up to 1 of your opponent's Characters with a cost equal to or less than the number of your opponent's Life cards.",
  abilities: [
    counter(
      { text: '+2000 this battle; +2000 more if your opponent has 2 or less Life' },
      addPower(2000, 'battle'),
      onlyIf(opponentLifeAtMost(2), chosenGainPower(2000, 'battle')),
    ),
    trigger(
      { text: "K.O. up to 1 opponent's Character with a cost up to your opponent's Life count" },
      ko(1, { side: 'opponent', where: costAtMostOpponentsLife }),
    ),
  ],
});
