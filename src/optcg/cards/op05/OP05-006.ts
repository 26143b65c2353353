/** OP05-006 Koala: [On Play] If your Leader has the {Revolutionary Army} type, give up to 1 of your opponent's Characters −3000 power during this turn. */
import { addPower, card, leaderHasType, onPlay, onlyIf } from '../dsl.ts';

export default card('OP05-006', {
  text: "[On Play] If your Leader has the {Revolutionary Army} type, give up to 1 of your opponent's Characters −3000 power during this turn.",
  abilities: [
    onPlay(
      { text: "with a Revolutionary Army Leader, up to 1 opponent's Character −3000 this turn" },
      onlyIf(leaderHasType('Revolutionary Army'), addPower(-3000, 'turn', 1, { side: 'opponent' })),
    ),
  ],
});
