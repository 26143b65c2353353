/** ST10-007 Killer: [Your Turn] [Once Per Turn] When a DON!! card on your field is returned to your DON!! deck, K.O. up to 1 of your opponent's rested Characters with a cost of 3 or less. */
import { card, ko, yourTurn } from '../dsl.ts';
import { whenDonReturned } from '../don.ts';

export default card('ST10-007', {
  text: "[Your Turn] [Once Per Turn] When a DON!! card on your field is returned to your DON!! deck, K.O. up to 1 of your opponent's rested Characters with a cost of 3 or less.",
  abilities: [
    whenDonReturned(
      { if: [yourTurn], once: true, text: "K.O. an opponent's rested Character with a cost of 3 or less" },
      ko(1, { side: 'opponent', rested: true, maxCost: 3 }),
    ),
  ],
});
