/** OP04-031 Donquixote Doflamingo: [On Play] Up to a total of 3 of your opponent's rested Leader and Character cards will not become active in your opponent's next Refresh Phase. */
import { card, onPlay } from '../dsl.ts';
import { noRefreshNext } from '../later.ts';

export default card('OP04-031', {
  text: "[On Play] Up to a total of 3 of your opponent's rested Leader and Character cards will not become active in your opponent's next Refresh Phase.",
  abilities: [
    onPlay(
      { text: "up to 3 of your opponent's rested Leader and Characters stay rested in their next Refresh Phase" },
      noRefreshNext(3, { side: 'opponent', leader: true, rested: true }),
    ),
  ],
});
