/** OP05-102 Gedatsu: [On Play] K.O. up to 1 of your opponent's Characters with a cost equal to or less than the number of your opponent's Life cards. */
import { card, ko, onPlay } from '../dsl.ts';
import { costAtMostOpponentsLife } from '../conditions.ts';

export default card('OP05-102', {
  text: "[On Play] K.O. up to 1 of your opponent's Characters with a cost equal to or less than the number of your opponent's Life cards.",
  abilities: [
    onPlay(
      { text: "K.O. up to 1 opponent's Character with a cost up to your opponent's Life count" },
      ko(1, { side: 'opponent', where: costAtMostOpponentsLife }),
    ),
  ],
});
