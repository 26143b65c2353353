/** OP05-042 Issho: [On Play] Up to 1 of your opponent's Characters with a cost of 7 or less cannot attack until the start of your next turn. */
import { cannotAttack, card, onPlay } from '../dsl.ts';

export default card('OP05-042', {
  text: "[On Play] Up to 1 of your opponent's Characters with a cost of 7 or less cannot attack until the start of your next turn.",
  abilities: [
    onPlay(
      { text: "up to 1 opponent's Character with a cost of 7 or less cannot attack until the start of your next turn" },
      cannotAttack(1, { side: 'opponent', maxCost: 7 }, 'untilYourNextTurn'),
    ),
  ],
});
