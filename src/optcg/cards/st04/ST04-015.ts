/** ST04-015 Brachio Bomber: [Main] K.O. up to 1 of your opponent's Characters with a cost of 6 or less, then add up to 1 DON!! card from your DON!! deck and set it as active. [Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active. */
import { addDon, card, ko, main, trigger } from '../dsl.ts';

export default card('ST04-015', {
  text: "[Main] K.O. up to 1 of your opponent's Characters with a cost of 6 or less, then add up to 1 DON!! card from your DON!! deck and set it as active. [Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active.",
  abilities: [
    main(
      { text: "K.O. up to 1 opponent's Character cost ≤6, then add up to 1 active DON!!" },
      ko(1, { side: 'opponent', maxCost: 6 }),
      addDon(1, true),
    ),
    trigger({ text: 'add up to 1 active DON!!' }, addDon(1, true)),
  ],
});
