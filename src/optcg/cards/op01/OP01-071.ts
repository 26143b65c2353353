/** OP01-071 Jinbe: [On Play] Place up to 1 Character with a cost of 3 or less at the bottom of the owner's deck. [Trigger] Play this card. */
import { card, onPlay, playThis, toBottom, trigger } from '../dsl.ts';

export default card('OP01-071', {
  text: "[On Play] Place up to 1 Character with a cost of 3 or less at the bottom of the owner's deck. [Trigger] Play this card.",
  abilities: [
    onPlay(
      { text: 'a Character with a cost of 3 or less to the bottom of its deck' },
      toBottom(1, { side: 'any', maxCost: 3 }),
    ),
    trigger({ text: 'play this card' }, playThis),
  ],
});
