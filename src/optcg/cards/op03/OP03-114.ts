/** OP03-114 Charlotte Linlin: [On Play] If your Leader has the {Big Mom Pirates} type, add up to 1 card from the top of your deck to the top of your Life cards. Then, trash up to 1 card from the top of your opponent's Life cards. */
import { card, deckTopToLife, leaderHasType, onPlay, trashOpponentLife, onlyIfAll } from '../dsl.ts';

export default card('OP03-114', {
  text: "[On Play] If your Leader has the {Big Mom Pirates} type, add up to 1 card from the top of your deck to the top of your Life cards. Then, trash up to 1 card from the top of your opponent's Life cards.",
  abilities: [
    onPlay(
      { text: "with a Big Mom Pirates Leader, add 1 from your deck to your Life; trash 1 of your opponent's Life" },
      ...onlyIfAll(leaderHasType('Big Mom Pirates'), deckTopToLife(1), trashOpponentLife(1)),
    ),
  ],
});
