/** OP05-067 Zoro-Juurou: [When Attacking] If you have 3 or less Life cards, add up to 1 DON!! card from your DON!! deck and set it as active. */
import { addDon, card, lifeAtMost, onlyIf, whenAttacking } from '../dsl.ts';

export default card('OP05-067', {
  text: '[When Attacking] If you have 3 or less Life cards, add up to 1 DON!! card from your DON!! deck and set it as active.',
  abilities: [
    whenAttacking({ text: 'with 3 or less Life, add up to 1 DON!! active' }, onlyIf(lifeAtMost(3), addDon(1, true))),
  ],
});
