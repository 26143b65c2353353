/** OP05-001 Sabo: [DON!! x1] [Opponent's Turn] [Once Per Turn] If your Character with 5000 power or more would be K.O.'d, you may give that Character −1000 power during this turn instead of that Character being K.O.'d. */
import { card, donX, opponentsTurn } from '../dsl.ts';
import { insteadOfYourCharacterKO, replacedGetsPower } from '../instead.ts';

export default card('OP05-001', {
  text: "[DON!! x1] [Opponent's Turn] [Once Per Turn] If your Character with 5000 power or more would be K.O.'d, you may give that Character −1000 power during this turn instead of that Character being K.O.'d.",
  abilities: [
    {
      // The power is read as the K.O. would happen (001 §8-1-3-4: the replacement stands in for that event).
      ...insteadOfYourCharacterKO(
        { minPower: 5000 },
        [replacedGetsPower(-1000, 'turn')],
        'give that Character −1000 power during this turn',
        [donX(1), opponentsTurn],
      ),
      once: true,
    },
  ],
});
