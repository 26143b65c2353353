/** OP01-098 Kurozumi Orochi: [On Play] Reveal up to 1 [Artificial Devil Fruit SMILE] from your deck and add it to your hand. Then, shuffle your deck. */
import { card, onPlay, searchDeck } from '../dsl.ts';

export default card('OP01-098', {
  text: '[On Play] Reveal up to 1 [Artificial Devil Fruit SMILE] from your deck and add it to your hand. Then, shuffle your deck.',
  abilities: [
    // 001 §2-1-2-1: [Artificial Devil Fruit SMILE] is every card whose name contains it.
    onPlay(
      { text: 'reveal up to 1 [Artificial Devil Fruit SMILE] from your deck and add it to your hand' },
      searchDeck(1, { nameHas: 'Artificial Devil Fruit SMILE' }),
    ),
  ],
});
