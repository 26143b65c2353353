/** OP03-008 Buggy: This Character cannot be K.O.'d in battle by <Slash> attribute cards. [On Play] Look at 5 cards from the top of your deck; reveal up to 1 red Event and add it to your hand. Then, place the rest at the bottom of your deck in any order. */
import { attributeCards, card, gains, onPlay, searchTop } from '../dsl.ts';

export default card('OP03-008', {
  text: "This Character cannot be K.O.'d in battle by <Slash> attribute cards.\n[On Play] Look at 5 cards from the top of your deck; reveal up to 1 red Event and add it to your hand. Then, place the rest at the bottom of your deck in any order.",
  gains: [gains([], { noBattleKOBy: attributeCards('Slash') })],
  abilities: [onPlay({ text: 'look at 5: add up to 1 red Event' }, searchTop(5, 1, { colors: ['Red'] }, 'Event'))],
});
