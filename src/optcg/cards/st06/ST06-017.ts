/** ST06-017 Navy HQ: [On Play] Give up to 1 of your opponent's Characters −1 cost during this turn. [Activate: Main] You may rest this Stage: If your Leader has the {Navy} type, give up to 1 of your opponent's Characters −1 cost during this turn. */
import { activateMain, card, giveCost, leaderHasType, onlyIf, onPlay, restThis } from '../dsl.ts';

export default card('ST06-017', {
  text: "[On Play] Give up to 1 of your opponent's Characters −1 cost during this turn.\n[Activate: Main] You may rest this Stage: If your Leader has the {Navy} type, give up to 1 of your opponent's Characters −1 cost during this turn.",
  abilities: [
    onPlay({ text: "up to 1 opponent's Character −1 cost" }, giveCost(-1, 'turn')),
    activateMain(
      { text: "rest this Stage: with a {Navy} Leader, up to 1 opponent's Character −1 cost", cost: [restThis] },
      onlyIf(leaderHasType('Navy'), giveCost(-1, 'turn')),
    ),
  ],
});
