/** OP04-046 Queen: [On Play] If your Leader has the {Animal Kingdom Pirates} type, look at 7 cards from the top of your deck; reveal a total of up to 2 [Plague Rounds] or [Ice Oni] cards and add them to your hand. Then, place the rest at the bottom of your deck in any order. */
import { card, leaderHasType, onPlay, onlyIf, searchTop } from '../dsl.ts';
import { namedAnyOf } from '../filters.ts';

export default card('OP04-046', {
  text: '[On Play] If your Leader has the {Animal Kingdom Pirates} type, look at 7 cards from the top of your deck; reveal a total of up to 2 [Plague Rounds] or [Ice Oni] cards and add them to your hand. Then, place the rest at the bottom of your deck in any order.',
  abilities: [
    onPlay(
      { text: 'with an {Animal Kingdom Pirates} Leader: look at 7, up to 2 [Plague Rounds] or [Ice Oni] to hand' },
      onlyIf(
        leaderHasType('Animal Kingdom Pirates'),
        searchTop(7, 2, { where: namedAnyOf('Plague Rounds', 'Ice Oni') }),
      ),
    ),
  ],
});
