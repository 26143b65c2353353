/** ST02-017 Straw Sword: [Main] Rest up to 1 of your opponent's Characters. [Trigger] Play up to 1 {Supernovas} type card with a cost of 2 or less from your hand. */
import { card, main, playFromHand, rest, trigger } from '../dsl.ts';

export default card('ST02-017', {
  text: "[Main] Rest up to 1 of your opponent's Characters. [Trigger] Play up to 1 {Supernovas} type card with a cost of 2 or less from your hand.",
  abilities: [
    main({ text: "rest up to 1 of your opponent's Characters" }, rest(1)),
    trigger(
      { text: 'play up to 1 {Supernovas} cost ≤2 from your hand' },
      playFromHand(1, { types: ['Supernovas'], maxCost: 2 }),
    ),
  ],
});
