/** ST05-016 Lion's Threat Imperial Earth Bind: [Main] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): K.O. up to 1 of your opponent's Characters with a cost of 5 or less. [Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active. */
import { addDon, card, donMinus, ko, main, trigger } from '../dsl.ts';

export default card('ST05-016', {
  text: "[Main] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): K.O. up to 1 of your opponent's Characters with a cost of 5 or less. [Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active.",
  abilities: [
    main(
      { text: "K.O. up to 1 opponent's Character (cost 5 or less)", cost: [donMinus(2)] },
      ko(1, { side: 'opponent', maxCost: 5 }),
    ),
    trigger({ text: 'add up to 1 active DON!!' }, addDon(1, true)),
  ],
});
