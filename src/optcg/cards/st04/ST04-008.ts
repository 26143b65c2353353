/** ST04-008 Jack: [On Play] You may trash 1 card from your hand: Add up to 1 DON!! card from your DON!! deck and set it as active. */
import { addDon, card, onPlay, trashFromHandCost } from '../dsl.ts';

export default card('ST04-008', {
  text: '[On Play] You may trash 1 card from your hand: Add up to 1 DON!! card from your DON!! deck and set it as active.',
  // 001 §8-3-1-4: "You may trash …" is a cost the owner may decline.
  abilities: [
    onPlay(
      { cost: [trashFromHandCost(1)], mayPay: true, text: 'add up to 1 active DON!! from your DON!! deck' },
      addDon(1, true),
    ),
  ],
});
