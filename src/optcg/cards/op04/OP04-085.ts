/** OP04-085 Suleiman: [On Play]/[When Attacking] If your Leader has the {Dressrosa} type, give up to 1 of your opponent's Characters −2 cost during this turn. Then, trash 1 card from the top of your deck. */
import { trashDeckTop } from '../deck.ts';
import { card, giveCost, leaderHasType, onPlay, onlyIfAll, whenAttacking } from '../dsl.ts';

export default card('OP04-085', {
  text: "[On Play]/[When Attacking] If your Leader has the {Dressrosa} type, give up to 1 of your opponent's Characters −2 cost during this turn. Then, trash 1 card from the top of your deck.",
  abilities: [
    onPlay(
      { text: "with a {Dressrosa} Leader: −2 cost to an opponent's Character; trash 1 from the deck" },
      ...onlyIfAll(leaderHasType('Dressrosa'), giveCost(-2, 'turn', 1, { side: 'opponent' }), trashDeckTop(1, false)),
    ),
    whenAttacking(
      { text: "with a {Dressrosa} Leader: −2 cost to an opponent's Character; trash 1 from the deck" },
      ...onlyIfAll(leaderHasType('Dressrosa'), giveCost(-2, 'turn', 1, { side: 'opponent' }), trashDeckTop(1, false)),
    ),
  ],
});
