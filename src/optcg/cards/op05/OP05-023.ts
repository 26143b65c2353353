/** OP05-023 Vergo: [DON!! x1] [When Attacking] K.O. up to 1 of your opponent's rested Characters with a cost of 3 or less. */
import { card, donX, ko, whenAttacking } from '../dsl.ts';

export default card('OP05-023', {
  text: "[DON!! x1] [When Attacking] K.O. up to 1 of your opponent's rested Characters with a cost of 3 or less.",
  abilities: [
    whenAttacking(
      { if: [donX(1)], text: "K.O. up to 1 opponent's rested Character with a cost of 3 or less" },
      ko(1, { side: 'opponent', rested: true, maxCost: 3 }),
    ),
  ],
});
