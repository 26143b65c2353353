/** OP04-037 Flapping Thread: [Counter] If your Leader has the {Donquixote Pirates} type, up to 1 of your Leader or Character cards gains +2000 power during this turn. [Trigger] K.O. up to 1 of your opponent's rested Characters with a cost of 4 or less. */
import { addPower, card, counter, ko, leaderHasType, onlyIf, trigger } from '../dsl.ts';

export default card('OP04-037', {
  text: "[Counter] If your Leader has the {Donquixote Pirates} type, up to 1 of your Leader or Character cards gains +2000 power during this turn. [Trigger] K.O. up to 1 of your opponent's rested Characters with a cost of 4 or less.",
  abilities: [
    counter(
      { text: 'with a {Donquixote Pirates} Leader: +2000 this turn' },
      onlyIf(leaderHasType('Donquixote Pirates'), addPower(2000, 'turn')),
    ),
    trigger(
      { text: "K.O. an opponent's rested Character with a cost of 4 or less" },
      ko(1, { side: 'opponent', rested: true, maxCost: 4 }),
    ),
  ],
});
