/** OP05-031 Buffalo: [When Attacking] [Once Per Turn] If you have 2 or more rested Characters, set up to 1 of your rested Characters with a cost of 1 as active. */
import { card, onlyIf, restedCharactersAtLeast, setActive, whenAttacking } from '../dsl.ts';

export default card('OP05-031', {
  text: '[When Attacking] [Once Per Turn] If you have 2 or more rested Characters, set up to 1 of your rested Characters with a cost of 1 as active.',
  abilities: [
    whenAttacking(
      { once: true, text: 'with 2 or more rested Characters, set up to 1 rested Character with a cost of 1 as active' },
      onlyIf(restedCharactersAtLeast(2), setActive(1, { minCost: 1, maxCost: 1 })),
    ),
  ],
});
