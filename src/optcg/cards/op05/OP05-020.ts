/** OP05-020 Four Thousand-Brick Fist: [Main] Up to 1 of your Leader or Character cards gains +2000 power during this turn. Then, K.O. up to 1 of your opponent's Characters with 2000 power or less. [Trigger] Up to 1 of your Leader or Character cards gains +1000 power during this turn. */
import { addPower, card, ko, main, trigger } from '../dsl.ts';

export default card('OP05-020', {
  text: "[Main] Up to 1 of your Leader or Character cards gains +2000 power during this turn. Then, K.O. up to 1 of your opponent's Characters with 2000 power or less. [Trigger] Up to 1 of your Leader or Character cards gains +1000 power during this turn.",
  abilities: [
    main(
      { text: "+2000 this turn; then K.O. up to 1 opponent's Character with 2000 power or less" },
      addPower(2000, 'turn'),
      ko(1, { side: 'opponent', maxPower: 2000 }),
    ),
    trigger({ text: 'up to 1 +1000 this turn' }, addPower(1000, 'turn')),
  ],
});
