/** OP05-059 Let Us Begin the World of Violence!!!: [Main] If your Leader is multicolored, draw 1 card. Then, return up to 1 Character with a cost of 5 or less to the owner's hand. [Trigger] If your Leader is multicolored, draw 2 cards. */
import { bounce, card, draw, main, onlyIf, trigger } from '../dsl.ts';
import { leaderMulticolored } from '../conditions.ts';

export default card('OP05-059', {
  text: "[Main] If your Leader is multicolored, draw 1 card. Then, return up to 1 Character with a cost of 5 or less to the owner's hand. [Trigger] If your Leader is multicolored, draw 2 cards.",
  abilities: [
    main(
      { text: 'with a multicolored Leader draw 1; then return up to 1 Character with a cost of 5 or less' },
      onlyIf(leaderMulticolored, draw(1)),
      bounce(1, { side: 'any', maxCost: 5 }),
    ),
    trigger({ text: 'with a multicolored Leader, draw 2' }, onlyIf(leaderMulticolored, draw(2))),
  ],
});
