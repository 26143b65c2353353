/** ST04-017 Onigashima Island (Stage): [Activate: Main] You may rest this Stage: If your Leader has the {Animal Kingdom Pirates} type, add up to 1 DON!! card from your DON!! deck and rest it. */
import { activateMain, addDon, card, leaderHasType, onlyIf, restThis } from '../dsl.ts';

export default card('ST04-017', {
  text: '[Activate: Main] You may rest this Stage: If your Leader has the {Animal Kingdom Pirates} type, add up to 1 DON!! card from your DON!! deck and rest it.',
  abilities: [
    // 001 §8-3-3: the cost is paid either way; the "If" part needs an {Animal Kingdom Pirates} Leader.
    activateMain(
      { cost: [restThis], text: 'add up to 1 rested DON!! (Animal Kingdom Pirates Leader)' },
      onlyIf(leaderHasType('Animal Kingdom Pirates'), addDon(1, false)),
    ),
  ],
});
