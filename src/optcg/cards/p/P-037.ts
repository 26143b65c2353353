/** P-037 Monkey.D.Luffy: [When Attacking] If you have 2 or more rested Characters, this Character gains +1000 power during this turn. */
import { card, gainPower, onlyIf, restedCharactersAtLeast, whenAttacking } from '../dsl.ts';

export default card('P-037', {
  text: '[When Attacking] If you have 2 or more rested Characters, this Character gains +1000 power during this turn.',
  abilities: [
    whenAttacking(
      { text: 'with 2 or more rested Characters: +1000 this turn' },
      onlyIf(restedCharactersAtLeast(2), gainPower(1000, 'turn')),
    ),
  ],
});
