/** OP04-039 Rebecca: This Leader cannot attack. [Activate: Main] [Once Per Turn] ① (You may rest the specified number of DON!! cards in your cost area.): If you have 6 or less cards in your hand, look at 2 cards from the top of your deck; reveal up to 1 {Dressrosa} type card and add it to your hand. Then, trash the rest. */
import { activateMain, card, gains, handAtMost, onlyIf, restDonCost, searchTop } from '../dsl.ts';

export default card('OP04-039', {
  text: 'This Leader cannot attack.\n[Activate: Main] [Once Per Turn] ① (You may rest the specified number of DON!! cards in your cost area.): If you have 6 or less cards in your hand, look at 2 cards from the top of your deck; reveal up to 1 {Dressrosa} type card and add it to your hand. Then, trash the rest.',
  gains: [gains([], { cannotAttack: true })],
  abilities: [
    activateMain(
      {
        once: true,
        cost: [restDonCost(1)],
        text: 'with 6 or less cards in hand: look at 2, a {Dressrosa} card to hand, trash the rest',
      },
      // "If you have 6 or less cards in your hand": read as the effect resolves (001 §8-3-3); the cost is paid anyway.
      onlyIf(handAtMost(6), searchTop(2, 1, { types: ['Dressrosa'] }, undefined, 'hand', 'trash')),
    ),
  ],
});
