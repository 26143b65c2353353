/** OP03-024 Gin: [On Play] If your Leader has the {East Blue} type, rest up to 2 of your opponent's Characters with a cost of 4 or less. */
import { card, leaderHasType, onPlay, onlyIf, rest } from '../dsl.ts';

export default card('OP03-024', {
  text: "[On Play] If your Leader has the {East Blue} type, rest up to 2 of your opponent's Characters with a cost of 4 or less.",
  abilities: [
    onPlay(
      { text: "with an East Blue Leader, rest up to 2 opponent's Characters with a cost of 4 or less" },
      onlyIf(leaderHasType('East Blue'), rest(2, { side: 'opponent', maxCost: 4 })),
    ),
  ],
});
