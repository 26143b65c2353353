/** OP05-111 Hotori: [On Play] You may play 1 [Kotori] from your hand: Add up to 1 of your opponent's Characters with a cost of 3 or less to the top or bottom of your opponent's Life cards face-up. */
import { card, onPlay } from '../dsl.ts';
import { characterToLife } from '../life.ts';
import { playFromHandCost } from '../play.ts';

export default card('OP05-111', {
  text: "[On Play] You may play 1 [Kotori] from your hand: Add up to 1 of your opponent's Characters with a cost of 3 or less to the top or bottom of your opponent's Life cards face-up.",
  abilities: [
    onPlay(
      {
        // Kotori's own [On Play] activates and waits behind this ability (001 §8-6-1-1).
        cost: [playFromHandCost({ nameIs: 'Kotori' })],
        mayPay: true,
        text: "play 1 [Kotori] from your hand: up to 1 opponent's cost 3 or less Character to their Life face up",
      },
      characterToLife(1, { side: 'opponent', maxCost: 3 }, 'topOrBottom'),
    ),
  ],
});
