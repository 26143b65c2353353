/** OP04-035 Spiderweb: [Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, set up to 1 of your Characters as active. [Trigger] Up to 1 of your Leader gains +2000 power during this turn. */
import { addPower, card, counter, setActive, trigger } from '../dsl.ts';

export default card('OP04-035', {
  text: '[Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, set up to 1 of your Characters as active. [Trigger] Up to 1 of your Leader gains +2000 power during this turn.',
  abilities: [
    counter(
      { text: '+4000 this battle; set up to 1 of your Characters active' },
      addPower(4000, 'battle'),
      setActive(1, { side: 'own' }),
    ),
    trigger(
      { text: 'your Leader +2000 this turn' },
      addPower(2000, 'turn', 1, { side: 'own', leader: true, characters: false }),
    ),
  ],
});
