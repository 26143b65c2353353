/** OP03-016 Flame Emperor: [Main] If your Leader is [Portgas.D.Ace], K.O. up to 1 of your opponent's Characters with 8000 power or less, and your Leader gains [Double Attack] and +3000 power during this turn. (This card deals 2 damage.) [Trigger] K.O. up to 1 of your opponent's Characters with 6000 power or less. */
import { allGainPower, card, ko, leaderIs, main, trigger, onlyIfAll } from '../dsl.ts';
import { allGainKeyword } from '../grants.ts';

export default card('OP03-016', {
  text: "[Main] If your Leader is [Portgas.D.Ace], K.O. up to 1 of your opponent's Characters with 8000 power or less, and your Leader gains [Double Attack] and +3000 power during this turn.\n(This card deals 2 damage.) [Trigger] K.O. up to 1 of your opponent's Characters with 6000 power or less.",
  abilities: [
    main(
      { text: 'with [Portgas.D.Ace]: K.O. 8000 or less; Leader gains [Double Attack] and +3000' },
      ...onlyIfAll(
        leaderIs('Portgas.D.Ace'),
        ko(1, { side: 'opponent', maxPower: 8000 }),
        allGainKeyword('doubleAttack', 'turn', { leader: true, characters: false }),
        allGainPower(3000, 'turn', { leader: true, characters: false }),
      ),
    ),
    trigger(
      { text: "K.O. up to 1 opponent's Character with 6000 power or less" },
      ko(1, { side: 'opponent', maxPower: 6000 }),
    ),
  ],
});
