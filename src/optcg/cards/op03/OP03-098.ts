/** OP03-098 Enies Lobby: [Activate: Main] You may rest this Stage: If your Leader's type includes "CP", give up to 1 of your opponent's Characters −2 cost during this turn. [Trigger] Play this card. */
import { activateMain, card, giveCost, leaderTypeIncludes, onlyIf, playThis, restThis, trigger } from '../dsl.ts';

export default card('OP03-098', {
  text: '[Activate: Main] You may rest this Stage: If your Leader\'s type includes "CP", give up to 1 of your opponent\'s Characters −2 cost during this turn. [Trigger] Play this card.',
  abilities: [
    activateMain(
      { cost: [restThis], text: "with a CP Leader, up to 1 opponent's Character −2 cost this turn" },
      onlyIf(leaderTypeIncludes('CP'), giveCost(-2, 'turn', 1)),
    ),
    trigger({ text: 'play this card' }, playThis),
  ],
});
