/** ST07-010 Charlotte Linlin: [On Play] Your opponent chooses one: - Trash 1 card from the top of your opponent's Life cards. - Add 1 card from the top of your deck to the top of your Life cards. */
import { card, onPlay } from '../dsl.ts';
import { deckTopToLifeTop, trashOpponentsTopLife } from '../life.ts';
import { opponentChoosesOne } from '../choice.ts';

export default card('ST07-010', {
  text: "[On Play] Your opponent chooses one:\n- Trash 1 card from the top of your opponent's Life cards.\n- Add 1 card from the top of your deck to the top of your Life cards.",
  abilities: [
    onPlay(
      { text: 'your opponent chooses: trash their top Life card, or your deck top to your Life' },
      opponentChoosesOne(
        { label: "Trash 1 card from the top of your opponent's Life cards", step: trashOpponentsTopLife },
        { label: 'Add 1 card from the top of your deck to the top of your Life cards', step: deckTopToLifeTop },
      ),
    ),
  ],
});
