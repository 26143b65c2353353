/** OP02-052 Cabaji: [On Play] If you have [Mohji], draw 2 cards and trash 1 card from your hand. */
import { card, characterNamed, draw, onPlay, onlyIfAll, trashFromHand } from '../dsl.ts';

export default card('OP02-052', {
  text: '[On Play] If you have [Mohji], draw 2 cards and trash 1 card from your hand.',
  abilities: [
    onPlay(
      { text: 'with [Mohji]: draw 2 and trash 1' },
      ...onlyIfAll(characterNamed('Mohji'), draw(2), trashFromHand(1)),
    ),
  ],
});
