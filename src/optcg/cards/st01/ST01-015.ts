/** ST01-015 Gum-Gum Jet Pistol: [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less. [Trigger] Activate this card's [Main] effect. */
import { card, ko, main, trigger } from '../dsl.ts';

const koUpTo6000 = ko(1, { side: 'opponent', maxPower: 6000 });

export default card('ST01-015', {
  text: "[Main] K.O. up to 1 of your opponent's Characters with 6000 power or less. [Trigger] Activate this card's [Main] effect.",
  abilities: [
    main({ text: "K.O. up to 1 opponent's Character with 6000 power or less" }, koUpTo6000),
    trigger({ text: "activate this card's [Main]" }, koUpTo6000),
  ],
});
