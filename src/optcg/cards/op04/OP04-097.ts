/** OP04-097 Otama: [On Play] Add up to 1 of your opponent's {Animal} or {SMILE} type Characters with a cost of 3 or less to the top of your opponent's Life cards face-up. */
import { card, onPlay } from '../dsl.ts';
import { characterToLife } from '../life.ts';

export default card('OP04-097', {
  text: "[On Play] Add up to 1 of your opponent's {Animal} or {SMILE} type Characters with a cost of 3 or less to the top of your opponent's Life cards face-up.",
  abilities: [
    onPlay(
      { text: "an opponent's {Animal} or {SMILE} cost-3-or-less Character to the top of their Life face up" },
      characterToLife(1, { side: 'opponent', types: ['Animal', 'SMILE'], maxCost: 3 }),
    ),
  ],
});
