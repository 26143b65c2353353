/** OP04-079 Orlumbus: [Activate: Main] [Once Per Turn] Give up to 1 of your opponent's Characters −4 cost during this turn and trash 2 cards from the top of your deck. Then, K.O. 1 of your {Dressrosa} type Characters. */
import { trashDeckTop } from '../deck.ts';
import { activateMain, card, giveCost, koExactly } from '../dsl.ts';

export default card('OP04-079', {
  text: "[Activate: Main] [Once Per Turn] Give up to 1 of your opponent's Characters −4 cost during this turn and trash 2 cards from the top of your deck. Then, K.O. 1 of your {Dressrosa} type Characters.",
  abilities: [
    activateMain(
      {
        once: true,
        text: "−4 cost to an opponent's Character, trash 2 from the deck; K.O. 1 of your {Dressrosa} Characters",
      },
      giveCost(-4, 'turn', 1, { side: 'opponent' }),
      trashDeckTop(2, false),
      koExactly(1, { side: 'own', types: ['Dressrosa'] }),
    ),
  ],
});
