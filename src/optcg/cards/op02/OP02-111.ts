/** OP02-111 Fullbody: [When Attacking] If you have [Jango], this card gains +3000 power during this battle. */
import { card, characterNamed, gainPower, onlyIf, whenAttacking } from '../dsl.ts';

export default card('OP02-111', {
  text: '[When Attacking] If you have [Jango], this card gains +3000 power during this battle.',
  abilities: [
    whenAttacking(
      { text: 'with [Jango]: +3000 this battle' },
      onlyIf(characterNamed('Jango'), gainPower(3000, 'battle')),
    ),
  ],
});
