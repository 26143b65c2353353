/** OP03-029 Chew: [On Play] K.O. up to 1 of your opponent's rested Characters with a cost of 4 or less. [Trigger] Play this card. */
import { card, ko, onPlay, playThis, trigger } from '../dsl.ts';

export default card('OP03-029', {
  text: "[On Play] K.O. up to 1 of your opponent's rested Characters with a cost of 4 or less. [Trigger] Play this card.",
  abilities: [
    onPlay(
      { text: "K.O. up to 1 opponent's rested Character with a cost of 4 or less" },
      ko(1, { side: 'opponent', rested: true, maxCost: 4 }),
    ),
    trigger({ text: 'play this card' }, playThis),
  ],
});
