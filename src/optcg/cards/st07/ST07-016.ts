/** ST07-016 Power Mochi: [Counter] Look at up to 1 card from the top of your or your opponent's Life cards, and place it at the top or bottom of the Life cards. Then, up to 1 of your Leader or Character cards gains +2000 power during this battle. [Trigger] Draw 1 card, look at up to 1 card from the top of your or your opponent's Life cards, and place it at the top or bottom of the Life cards. */
import { addPower, card, counter, draw, trigger } from '../dsl.ts';
import { lookAtTopLife } from '../life.ts';

export default card('ST07-016', {
  text: "[Counter] Look at up to 1 card from the top of your or your opponent's Life cards, and place it at the top or bottom of the Life cards. Then, up to 1 of your Leader or Character cards gains +2000 power during this battle. [Trigger] Draw 1 card, look at up to 1 card from the top of your or your opponent's Life cards, and place it at the top or bottom of the Life cards.",
  abilities: [
    counter(
      { text: 'look at a top Life card and place it; +2000 this battle' },
      lookAtTopLife('ownOrOpponent'),
      addPower(2000, 'battle'),
    ),
    trigger({ text: 'draw 1; look at a top Life card and place it' }, draw(1), lookAtTopLife('ownOrOpponent')),
  ],
});
