/** OP05-119 Monkey.D.Luffy: [On Play] DON!! −10: Place all of your Characters except this Character at the bottom of your deck in any order. Then, take an extra turn after this one. [Activate: Main] [Once Per Turn] ①: Add up to 1 DON!! card from your DON!! deck and set it as active. */
import { allOtherCharactersToDeckBottom } from '../deck.ts';
import { activateMain, addDon, card, donMinus, onPlay, restDonCost } from '../dsl.ts';
import { takeExtraTurn } from '../turn.ts';

export default card('OP05-119', {
  text: '[On Play] DON!! −10: Place all of your Characters except this Character at the bottom of your deck in any order. Then, take an extra turn after this one.\n[Activate: Main] [Once Per Turn] ①: Add up to 1 DON!! card from your DON!! deck and set it as active.',
  abilities: [
    onPlay(
      { cost: [donMinus(10)], text: 'DON!! −10: your other Characters to the deck bottom; take an extra turn' },
      allOtherCharactersToDeckBottom,
      takeExtraTurn,
    ),
    activateMain(
      { once: true, cost: [restDonCost(1)], text: 'add up to 1 active DON!! from your DON!! deck' },
      addDon(1, true),
    ),
  ],
});
