/** ST09-007 Shinobu: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On Block] You may add 1 card from the top or bottom of your Life cards to your hand: This Character gains +4000 power during this battle. */
import { card, gainPower, lifeToHandCost, onBlock } from '../dsl.ts';

export default card('ST09-007', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On Block] You may add 1 card from the top or bottom of your Life cards to your hand: This Character gains +4000 power during this battle.',
  keywords: ['blocker'],
  abilities: [
    onBlock(
      {
        text: 'add 1 Life card (top or bottom) to your hand: +4000 this battle',
        cost: [lifeToHandCost('topOrBottom')],
        mayPay: true,
      },
      gainPower(4000, 'battle'),
    ),
  ],
});
