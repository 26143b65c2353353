/** OP05-103 Kotori: [On Play] If you have [Hotori], K.O. up to 1 of your opponent's Characters with a cost equal to or less than the number of your opponent's Life cards. */
import { card, characterNamed, ko, onlyIf, onPlay } from '../dsl.ts';
import { costAtMostOpponentsLife } from '../conditions.ts';

export default card('OP05-103', {
  text: "[On Play] If you have [Hotori], K.O. up to 1 of your opponent's Characters with a cost equal to or less than the number of your opponent's Life cards.",
  abilities: [
    onPlay(
      { text: "with [Hotori], K.O. up to 1 opponent's Character with a cost up to your opponent's Life count" },
      onlyIf(characterNamed('Hotori'), ko(1, { side: 'opponent', where: costAtMostOpponentsLife })),
    ),
  ],
});
