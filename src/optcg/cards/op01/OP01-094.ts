/** OP01-094 Kaido: [On Play] DON!! −6 (You may return the specified number of DON!! cards from your field to your DON!! deck.): If your Leader has the {Animal Kingdom Pirates} type, K.O. all Characters other than this Character. */
import { card, donMinus, koAll, leaderHasType, onPlay, onlyIf } from '../dsl.ts';

export default card('OP01-094', {
  text: '[On Play] DON!! −6 (You may return the specified number of DON!! cards from your field to your DON!! deck.): If your Leader has the {Animal Kingdom Pirates} type, K.O. all Characters other than this Character.',
  abilities: [
    onPlay(
      { text: 'K.O. all Characters other than this Character', cost: [donMinus(6)] },
      onlyIf(leaderHasType('Animal Kingdom Pirates'), koAll({ side: 'any', other: true })),
    ),
  ],
});
