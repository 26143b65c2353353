/** OP04-011 Nami: [When Attacking] Reveal 1 card from the top of your deck. If the revealed card is a Character card with 6000 power or more, this Character gains +3000 power during this turn. Then, place the revealed card at the bottom of your deck. */
import { revealTopThenBottom } from '../deck.ts';
import { card, gainPower, whenAttacking } from '../dsl.ts';
import { characterCardWithPowerAtLeast } from '../filters.ts';

export default card('OP04-011', {
  text: '[When Attacking] Reveal 1 card from the top of your deck. If the revealed card is a Character card with 6000 power or more, this Character gains +3000 power during this turn. Then, place the revealed card at the bottom of your deck.',
  abilities: [
    whenAttacking(
      { text: 'reveal the top card: a Character with 6000 power or more gives +3000; then to the bottom' },
      revealTopThenBottom(characterCardWithPowerAtLeast(6000), gainPower(3000, 'turn')),
    ),
  ],
});
