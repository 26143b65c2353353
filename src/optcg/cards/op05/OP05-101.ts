/** OP05-101 Ohm: If you have 2 or less Life cards, this Character gains +1000 power. [On Play] Look at 5 cards from the top of your deck; reveal up to 1 [Holly] and add it to your hand. Then, place the rest at the bottom of your deck in any order and play up to 1 [Holly] from your hand. */
import { card, gains, lifeAtMost, onPlay, playFromHand, searchTop } from '../dsl.ts';

export default card('OP05-101', {
  text: 'If you have 2 or less Life cards, this Character gains +1000 power.\n[On Play] Look at 5 cards from the top of your deck; reveal up to 1 [Holly] and add it to your hand. Then, place the rest at the bottom of your deck in any order and play up to 1 [Holly] from your hand.',
  gains: [gains([lifeAtMost(2)], { power: 1000 })],
  abilities: [
    onPlay(
      { text: 'look at 5: add up to 1 [Holly]; then play up to 1 [Holly] from your hand' },
      searchTop(5, 1, { nameIs: 'Holly' }),
      playFromHand(1, { nameIs: 'Holly' }, 'Character'),
    ),
  ],
});
