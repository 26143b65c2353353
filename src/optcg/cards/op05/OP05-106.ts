/** OP05-106 Shura: [On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Sky Island} type card other than [Shura] and add it to your hand. Then, place the rest at the bottom of your deck in any order. [Trigger] Play this card. */
import { card, onPlay, playThis, searchTop, trigger } from '../dsl.ts';

export default card('OP05-106', {
  text: '[On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Sky Island} type card other than [Shura] and add it to your hand. Then, place the rest at the bottom of your deck in any order. [Trigger] Play this card.',
  abilities: [
    onPlay(
      { text: 'look at 5: add up to 1 {Sky Island} type card other than [Shura]' },
      searchTop(5, 1, { types: ['Sky Island'], nameNot: 'Shura' }),
    ),
    trigger({ text: 'play this card' }, playThis),
  ],
});
