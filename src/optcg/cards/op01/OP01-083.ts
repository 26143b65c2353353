/** OP01-083 Mr.1(Daz.Bonez): [DON!! x1] [Your Turn] If your Leader has the {Baroque Works} type, this Character gains +1000 power for every 2 Events in your trash. */
import { card, donX, eventsInTrash, gains, leaderHasType, powerForEvery, yourTurn } from '../dsl.ts';

export default card('OP01-083', {
  text: '[DON!! x1] [Your Turn] If your Leader has the {Baroque Works} type, this Character gains +1000 power for every 2 Events in your trash.',
  gains: [
    gains([donX(1), yourTurn, leaderHasType('Baroque Works')], { powerFor: powerForEvery(1000, eventsInTrash, 2) }),
  ],
});
