/** OP02-118 Yasakani Sacred Jewel: [Counter] You may trash 1 card from your hand: Select up to 1 of your Characters. The selected Character cannot be K.O.'d during this battle. [Trigger] K.O. up to 1 of your opponent's Stages with a cost of 3 or less. */
import { card, chosenCannotBeKOd, counter, koStage, select, trashFromHandCost, trigger } from '../dsl.ts';

export default card('OP02-118', {
  text: "[Counter] You may trash 1 card from your hand: Select up to 1 of your Characters. The selected Character cannot be K.O.'d during this battle. [Trigger] K.O. up to 1 of your opponent's Stages with a cost of 3 or less.",
  abilities: [
    counter(
      {
        cost: [trashFromHandCost(1)],
        mayPay: true,
        text: "trash 1: a Character of yours cannot be K.O.'d this battle",
      },
      select(1),
      chosenCannotBeKOd('battle'),
    ),
    trigger(
      { text: "K.O. an opponent's Stage with a cost of 3 or less" },
      koStage(1, { side: 'opponent', maxCost: 3 }),
    ),
  ],
});
