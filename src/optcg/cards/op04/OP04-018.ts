/** OP04-018 Enchanting Vertigo Dance: [Main] If your Leader has the {Alabasta} type, give up to 2 of your opponent's Characters −2000 power during this turn. [Trigger] Activate this card's [Main] effect. */
import { addPower, card, leaderHasType, main, onlyIf, trigger } from '../dsl.ts';

export default card('OP04-018', {
  text: "[Main] If your Leader has the {Alabasta} type, give up to 2 of your opponent's Characters −2000 power during this turn. [Trigger] Activate this card's [Main] effect.",
  abilities: [
    main(
      { text: "with an {Alabasta} Leader: −2000 to up to 2 of your opponent's Characters" },
      onlyIf(leaderHasType('Alabasta'), addPower(-2000, 'turn', 2, { side: 'opponent' })),
    ),
    trigger(
      { text: "activate this card's [Main]" },
      onlyIf(leaderHasType('Alabasta'), addPower(-2000, 'turn', 2, { side: 'opponent' })),
    ),
  ],
});
