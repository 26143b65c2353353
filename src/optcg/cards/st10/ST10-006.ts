/** ST10-006 Monkey.D.Luffy: [Rush] (This card can attack on the turn in which it is played.) [Once Per Turn] When your opponent activates a [Blocker], K.O. up to 1 of your opponent's Characters with 8000 power or less. */
import { card, ko, whenOpponentActivatesBlocker } from '../dsl.ts';

export default card('ST10-006', {
  text: "[Rush] (This card can attack on the turn in which it is played.)\n[Once Per Turn] When your opponent activates a [Blocker], K.O. up to 1 of your opponent's Characters with 8000 power or less.",
  keywords: ['rush'],
  abilities: [
    whenOpponentActivatesBlocker(
      { once: true, text: "K.O. an opponent's Character with 8000 power or less" },
      ko(1, { side: 'opponent', maxPower: 8000 }),
    ),
  ],
});
