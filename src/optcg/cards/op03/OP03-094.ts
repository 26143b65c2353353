/** OP03-094 Air Door: [Main] If your Leader's type includes "CP", look at 5 cards from the top of your deck; play up to 1 Character card with a type including "CP" and a cost of 5 or less. Then, trash the rest. [Trigger] Play up to 1 black Character card with a cost of 3 or less from your trash. */
import { card, leaderTypeIncludes, main, onlyIf, searchTop, trigger } from '../dsl.ts';
import { playFromTrash } from '../trash.ts';

export default card('OP03-094', {
  text: '[Main] If your Leader\'s type includes "CP", look at 5 cards from the top of your deck; play up to 1 Character card with a type including "CP" and a cost of 5 or less. Then, trash the rest. [Trigger] Play up to 1 black Character card with a cost of 3 or less from your trash.',
  abilities: [
    main(
      { text: 'with a CP Leader, look at 5: play up to 1 CP Character with a cost of 5 or less; trash the rest' },
      onlyIf(
        leaderTypeIncludes('CP'),
        searchTop(5, 1, { typeIncludes: 'CP', maxCost: 5 }, 'Character', 'play', 'trash'),
      ),
    ),
    trigger(
      { text: 'play up to 1 black Character card with a cost of 3 or less from your trash' },
      playFromTrash(1, { colors: ['Black'], maxCost: 3 }),
    ),
  ],
});
