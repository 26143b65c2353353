/** OP02-027 Inuarashi: If all of your DON!! cards are rested, this Character cannot be removed from the field by your opponent's effects. */
import { allDonRested, card, gains } from '../dsl.ts';

export default card('OP02-027', {
  text: "If all of your DON!! cards are rested, this Character cannot be removed from the field by your opponent's effects.",
  gains: [gains([allDonRested], { noRemovalByOpponent: true })],
});
