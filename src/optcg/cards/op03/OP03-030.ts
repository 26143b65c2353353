/** OP03-030 Nami: [On Play] Look at 5 cards from the top of your deck; reveal up to 1 green {East Blue} type card other than [Nami] and add it to your hand. Then, place the rest at the bottom of your deck in any order. [Trigger] Play this card. */
import { card, onPlay, playThis, searchTop, trigger } from '../dsl.ts';

export default card('OP03-030', {
  text: '[On Play] Look at 5 cards from the top of your deck; reveal up to 1 green {East Blue} type card other than [Nami] and add it to your hand. Then, place the rest at the bottom of your deck in any order. [Trigger] Play this card.',
  abilities: [
    onPlay(
      { text: 'look at 5: add up to 1 green {East Blue} type card other than [Nami]' },
      searchTop(5, 1, { colors: ['Green'], types: ['East Blue'], nameNot: 'Nami' }),
    ),
    trigger({ text: 'play this card' }, playThis),
  ],
});
