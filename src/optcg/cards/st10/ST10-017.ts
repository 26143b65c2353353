/** ST10-017 Punk Vise: [Main] Rest up to 1 of your opponent's Characters with a cost of 2 or less, and add up to 1 DON!! card from your DON!! deck and rest it. [Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active. */
import { addDon, card, main, rest, trigger } from '../dsl.ts';

export default card('ST10-017', {
  text: "[Main] Rest up to 1 of your opponent's Characters with a cost of 2 or less, and add up to 1 DON!! card from your DON!! deck and rest it. [Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active.",
  abilities: [
    main(
      { text: "rest up to 1 opponent's Character (cost 2 or less); add up to 1 rested DON!!" },
      rest(1, { side: 'opponent', maxCost: 2 }),
      addDon(1, false),
    ),
    trigger({ text: 'add up to 1 active DON!!' }, addDon(1, true)),
  ],
});
