/** OP01-052 Raizo: [When Attacking] [Once Per Turn] If you have 2 or more rested Characters, draw 1 card. */
import { card, draw, onlyIf, restedCharactersAtLeast, whenAttacking } from '../dsl.ts';

export default card('OP01-052', {
  text: '[When Attacking] [Once Per Turn] If you have 2 or more rested Characters, draw 1 card.',
  abilities: [
    whenAttacking(
      { once: true, text: 'draw 1 card if you have 2 or more rested Characters' },
      onlyIf(restedCharactersAtLeast(2), draw(1)),
    ),
  ],
});
