/** OP04-082 Kyros: If this Character would be K.O.'d, you may rest your Leader or 1 [Corrida Coliseum] instead. [On Play] If your Leader is [Rebecca], K.O. up to 1 of your opponent's Characters with a cost of 1 or less. Then, trash 1 card from the top of your deck. */
import { trashDeckTop } from '../deck.ts';
import { card, insteadOfKO, ko, leaderIs, onPlay, onlyIfAll } from '../dsl.ts';
import { restLeaderOrStageCost } from '../leader.ts';

export default card('OP04-082', {
  text: "If this Character would be K.O.'d, you may rest your Leader or 1 [Corrida Coliseum] instead.\n[On Play] If your Leader is [Rebecca], K.O. up to 1 of your opponent's Characters with a cost of 1 or less. Then, trash 1 card from the top of your deck.",
  abilities: [
    insteadOfKO([restLeaderOrStageCost('Corrida Coliseum')], 'rest your Leader or 1 [Corrida Coliseum]'),
    onPlay(
      { text: 'with [Rebecca]: K.O. a cost-1-or-less Character; trash 1 from the deck' },
      ...onlyIfAll(leaderIs('Rebecca'), ko(1, { side: 'opponent', maxCost: 1 }), trashDeckTop(1, false)),
    ),
  ],
});
