/** OP02-021 Seaquake: [Main] If your Leader's type includes "Whitebeard Pirates", K.O. up to 1 of your opponent's Characters with 3000 power or less. [Trigger] Give up to 1 of your opponent's Leader or Character cards −3000 power during this turn. */
import { addPower, card, ko, leaderTypeIncludes, main, onlyIf, trigger } from '../dsl.ts';

export default card('OP02-021', {
  text: "[Main] If your Leader's type includes \"Whitebeard Pirates\", K.O. up to 1 of your opponent's Characters with 3000 power or less. [Trigger] Give up to 1 of your opponent's Leader or Character cards −3000 power during this turn.",
  abilities: [
    main(
      { text: "with a Whitebeard Pirates Leader, K.O. an opponent's Character with 3000 power or less" },
      onlyIf(leaderTypeIncludes('Whitebeard Pirates'), ko(1, { side: 'opponent', maxPower: 3000 })),
    ),
    trigger(
      { text: "−3000 to an opponent's Leader or Character this turn" },
      addPower(-3000, 'turn', 1, { side: 'opponent', leader: true }),
    ),
  ],
});
