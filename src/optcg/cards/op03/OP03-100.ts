/** OP03-100 Kingbaum: [Trigger] You may trash 1 card from the top or bottom of your Life cards: Play this card. */
import { card, playThis, trigger } from '../dsl.ts';
import { trashLifeCost } from '../life.ts';

export default card('OP03-100', {
  text: '[Trigger] You may trash 1 card from the top or bottom of your Life cards: Play this card.',
  abilities: [
    trigger(
      { cost: [trashLifeCost('topOrBottom')], mayPay: true, text: 'trash 1 top or bottom Life card: play this card' },
      playThis,
    ),
  ],
});
