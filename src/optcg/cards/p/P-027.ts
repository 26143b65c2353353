/** P-027 General Franky: Also treat this card's name as [Franky] according to the rules. [Opponent's Turn] All of your Characters with 3000 base power or less gain +1000 power. */
import { aura, basePower, card, opponentsTurn } from '../dsl.ts';

export default card('P-027', {
  text: "Also treat this card's name as [Franky] according to the rules.\n[Opponent's Turn] All of your Characters with 3000 base power or less gain +1000 power.",
  alsoNamed: ['Franky'],
  auras: [aura([opponentsTurn], 1000, { where: (g, c) => basePower(g, c) <= 3000 })],
});
