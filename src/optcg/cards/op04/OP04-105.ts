/** OP04-105 Charlotte Amande: [Activate: Main] [Once Per Turn] You may trash 1 card with a [Trigger] from your hand: Rest up to 1 of your opponent's Characters with a cost of 2 or less. */
import { activateMain, card, rest, trashFromHandCost } from '../dsl.ts';
import { hasTrigger } from '../filters.ts';

export default card('OP04-105', {
  text: "[Activate: Main] [Once Per Turn] You may trash 1 card with a [Trigger] from your hand: Rest up to 1 of your opponent's Characters with a cost of 2 or less.",
  abilities: [
    activateMain(
      {
        once: true,
        cost: [trashFromHandCost(1, { where: hasTrigger })],
        text: "rest an opponent's cost-2-or-less Character",
      },
      rest(1, { side: 'opponent', maxCost: 2 }),
    ),
  ],
});
