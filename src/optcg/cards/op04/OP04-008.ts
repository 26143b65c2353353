/** OP04-008 Chaka: [DON!! x1] [When Attacking] If your Leader is [Nefeltari Vivi], give up to 1 of your opponent's Characters −3000 power during this turn. Then, K.O. up to 1 of your opponent's Characters with 0 power or less. */
import { addPower, card, donX, ko, leaderIs, onlyIfAll, whenAttacking } from '../dsl.ts';

export default card('OP04-008', {
  text: "[DON!! x1] [When Attacking] If your Leader is [Nefeltari Vivi], give up to 1 of your opponent's Characters −3000 power during this turn. Then, K.O. up to 1 of your opponent's Characters with 0 power or less.",
  abilities: [
    whenAttacking(
      {
        if: [donX(1)],
        text: "with [Nefeltari Vivi]: −3000 to an opponent's Character, then K.O. one with 0 power or less",
      },
      // "If …, A. Then, B.": the condition read once, for both (001 §8-3-3).
      ...onlyIfAll(
        leaderIs('Nefeltari Vivi'),
        addPower(-3000, 'turn', 1, { side: 'opponent' }),
        ko(1, { side: 'opponent', maxPower: 0 }),
      ),
    ),
  ],
});
