/** ST10-016 Gum-Gum Kong Gatling: [Main] K.O. up to 1 of your opponent's Characters with 7000 power or less. [Trigger] Up to 1 of your Leader gains +1000 power until the end of your next turn. */
import { addPower, card, ko, main, trigger } from '../dsl.ts';

export default card('ST10-016', {
  text: "[Main] K.O. up to 1 of your opponent's Characters with 7000 power or less. [Trigger] Up to 1 of your Leader gains +1000 power until the end of your next turn.",
  abilities: [
    main({ text: "K.O. an opponent's Character with 7000 power or less" }, ko(1, { side: 'opponent', maxPower: 7000 })),
    trigger(
      { text: 'your Leader +1000 until the end of your next turn' },
      addPower(1000, 'untilEndOfYourNextTurn', 1, { leader: true, characters: false }),
    ),
  ],
});
