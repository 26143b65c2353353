/** OP04-091 Leo: [On Play] You may rest your 1 Leader: If your Leader has the {Dressrosa} type, K.O. up to 1 of your opponent's Characters with a cost of 1 or less. Then, trash 2 cards from the top of your deck. */
import { trashDeckTop } from '../deck.ts';
import { card, ko, leaderHasType, onPlay, onlyIfAll } from '../dsl.ts';
import { restLeaderCost } from '../leader.ts';

export default card('OP04-091', {
  text: "[On Play] You may rest your 1 Leader: If your Leader has the {Dressrosa} type, K.O. up to 1 of your opponent's Characters with a cost of 1 or less. Then, trash 2 cards from the top of your deck.",
  abilities: [
    onPlay(
      {
        cost: [restLeaderCost],
        mayPay: true,
        text: 'with a {Dressrosa} Leader: K.O. a cost-1-or-less Character; trash 2 from the deck',
      },
      ...onlyIfAll(leaderHasType('Dressrosa'), ko(1, { side: 'opponent', maxCost: 1 }), trashDeckTop(2, false)),
    ),
  ],
});
