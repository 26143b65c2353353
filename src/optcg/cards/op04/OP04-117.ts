/** OP04-117 Heavenly Fire: [Main] Add up to 1 of your opponent's Characters with a cost of 3 or less to the top or bottom of your opponent's Life cards face-up. [Trigger] You may add 1 card from the top or bottom of your Life cards to your hand: Add up to 1 card from your hand to the top of your Life cards. */
import { card, lifeToHandCost, main, trigger } from '../dsl.ts';
import { characterToLife, handToLife } from '../life.ts';

export default card('OP04-117', {
  text: "[Main] Add up to 1 of your opponent's Characters with a cost of 3 or less to the top or bottom of your opponent's Life cards face-up. [Trigger] You may add 1 card from the top or bottom of your Life cards to your hand: Add up to 1 card from your hand to the top of your Life cards.",
  abilities: [
    main(
      { text: "an opponent's cost-3-or-less Character to the top or bottom of their Life face up" },
      characterToLife(1, { side: 'opponent', maxCost: 3 }, 'topOrBottom'),
    ),
    trigger(
      {
        cost: [lifeToHandCost('topOrBottom')],
        mayPay: true,
        text: 'a Life card to hand: a hand card to the top of Life',
      },
      handToLife(1),
    ),
  ],
});
