/** ST08-002 Uta: This Character cannot be K.O.'d in battle by Leaders. [Activate: Main] You may rest this Character: Give up to 1 of your opponent's Characters −2 cost during this turn. */
import { activateMain, card, gains, giveCost, restThis } from '../dsl.ts';

export default card('ST08-002', {
  text: "This Character cannot be K.O.'d in battle by Leaders.\n[Activate: Main] You may rest this Character: Give up to 1 of your opponent's Characters −2 cost during this turn.",
  // "by Leaders": the opposing card it battles is a Leader (001 §1-3-1 over 001 §7-1-4-1-2).
  gains: [gains([], { noBattleKOBy: (g, _self, other) => g.players[g.owner[other]!].leader === other })],
  abilities: [
    activateMain({ text: "rest this: up to 1 opponent's Character −2 cost", cost: [restThis] }, giveCost(-2, 'turn')),
  ],
});
