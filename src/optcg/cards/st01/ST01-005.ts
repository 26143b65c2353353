/** ST01-005 Jinbe: [DON!! x1] [When Attacking] Up to 1 of your Leader or Character cards other than this card gains +1000 power during this turn. */
import { addPower, card, donX, whenAttacking } from '../dsl.ts';

export default card('ST01-005', {
  text: '[DON!! x1] [When Attacking] Up to 1 of your Leader or Character cards other than this card gains +1000 power during this turn.',
  abilities: [
    whenAttacking(
      { if: [donX(1)], text: '+1000 to another Leader or Character this turn' },
      addPower(1000, 'turn', 1, { side: 'own', leader: true, other: true }),
    ),
  ],
});
