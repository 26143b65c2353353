/** OP03-054 Usopp's Rubber Band of Doom!!!: [Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle. Then, you may trash 1 card from the top of your deck. [Trigger] Draw 1 card and you may trash 1 card from the top of your deck. */
import { addPower, card, counter, draw, trigger } from '../dsl.ts';
import { trashDeckTop } from '../deck.ts';

export default card('OP03-054', {
  text: '[Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle. Then, you may trash 1 card from the top of your deck. [Trigger] Draw 1 card and you may trash 1 card from the top of your deck.',
  abilities: [
    counter(
      { text: '+2000 this battle; you may trash 1 from the top of your deck' },
      addPower(2000, 'battle'),
      trashDeckTop(1),
    ),
    trigger({ text: 'draw 1; you may trash 1 from the top of your deck' }, draw(1), trashDeckTop(1)),
  ],
});
