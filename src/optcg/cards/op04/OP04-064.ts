/** OP04-064 Ms. All Sunday: [On Play] Add up to 1 DON!! card from your DON!! deck and rest it. Then, if you have 6 or more DON!! cards on your field, draw 1 card. [Trigger] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Play this card. */
import { addDon, card, donMinus, donOnFieldAtLeast, draw, onPlay, onlyIf, playThis, trigger } from '../dsl.ts';

export default card('OP04-064', {
  text: '[On Play] Add up to 1 DON!! card from your DON!! deck and rest it. Then, if you have 6 or more DON!! cards on your field, draw 1 card. [Trigger] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Play this card.',
  abilities: [
    onPlay(
      { text: 'add up to 1 DON!! rested; draw 1 with 6 or more DON!! on your field' },
      addDon(1, false),
      onlyIf(donOnFieldAtLeast(6), draw(1)),
    ),
    trigger({ cost: [donMinus(2)], text: 'play this card' }, playThis),
  ],
});
