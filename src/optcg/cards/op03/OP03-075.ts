/** OP03-075 Galley-La Company: [Activate: Main] You may rest this Stage: If your Leader is [Iceburg], add up to 1 DON!! card from your DON!! deck and rest it. */
import { activateMain, addDon, card, leaderIs, onlyIf, restThis } from '../dsl.ts';

export default card('OP03-075', {
  text: '[Activate: Main] You may rest this Stage: If your Leader is [Iceburg], add up to 1 DON!! card from your DON!! deck and rest it.',
  abilities: [
    activateMain(
      { cost: [restThis], text: 'with [Iceburg], add up to 1 DON!! rested' },
      onlyIf(leaderIs('Iceburg'), addDon(1, false)),
    ),
  ],
});
