/** OP02-066 Impel Down All Stars: [Main] You may trash 2 cards from your hand: If your Leader has the {Impel Down} type, draw up to 2 cards. [Trigger] Draw 2 cards. */
import { card, draw, leaderHasType, main, onlyIf, trashFromHandCost, trigger } from '../dsl.ts';
import { drawUpTo } from '../hand.ts';

export default card('OP02-066', {
  text: '[Main] You may trash 2 cards from your hand: If your Leader has the {Impel Down} type, draw up to 2 cards. [Trigger] Draw 2 cards.',
  abilities: [
    main(
      { cost: [trashFromHandCost(2)], mayPay: true, text: 'trash 2: with an {Impel Down} Leader, draw up to 2' },
      onlyIf(leaderHasType('Impel Down'), drawUpTo(2)),
    ),
    trigger({ text: 'draw 2' }, draw(2)),
  ],
});
