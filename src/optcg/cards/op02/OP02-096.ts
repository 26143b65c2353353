/** OP02-096 Kuzan: [On Play] Draw 1 card. [When Attacking] Give up to 1 of your opponent's Characters −4 cost during this turn. */
import { card, draw, giveCost, onPlay, whenAttacking } from '../dsl.ts';

export default card('OP02-096', {
  text: "[On Play] Draw 1 card.\n[When Attacking] Give up to 1 of your opponent's Characters −4 cost during this turn.",
  abilities: [
    onPlay({ text: 'draw 1' }, draw(1)),
    whenAttacking({ text: "−4 cost to an opponent's Character this turn" }, giveCost(-4, 'turn', 1)),
  ],
});
