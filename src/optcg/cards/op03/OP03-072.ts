/** OP03-072 Gum-Gum Jet Gatling: [Counter] You may trash 1 card from your hand: Up to 1 of your Leader or Character cards gains +3000 power during this battle. [Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active. */
import { addDon, addPower, card, counter, trashFromHandCost, trigger } from '../dsl.ts';

export default card('OP03-072', {
  text: '[Counter] You may trash 1 card from your hand: Up to 1 of your Leader or Character cards gains +3000 power during this battle. [Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active.',
  abilities: [
    counter(
      { cost: [trashFromHandCost(1)], mayPay: true, text: 'trash 1 card: up to 1 +3000 this battle' },
      addPower(3000, 'battle'),
    ),
    trigger({ text: 'add up to 1 DON!! active' }, addDon(1, true)),
  ],
});
