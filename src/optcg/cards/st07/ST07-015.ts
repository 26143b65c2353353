/** ST07-015 Soul Pocus: [Main] Your opponent chooses one: - Trash 1 card from the top of your opponent's Life cards. - Add 1 card from the top of your deck to the top of your Life cards. [Trigger] Activate this card's [Main] effect. */
import { card, main, trigger } from '../dsl.ts';
import { deckTopToLifeTop, trashOpponentsTopLife } from '../life.ts';
import { opponentChoosesOne } from '../choice.ts';

export default card('ST07-015', {
  text: "[Main] Your opponent chooses one:\n- Trash 1 card from the top of your opponent's Life cards.\n- Add 1 card from the top of your deck to the top of your Life cards. [Trigger] Activate this card's [Main] effect.",
  abilities: [
    main(
      { text: 'your opponent chooses: trash their top Life card, or your deck top to your Life' },
      opponentChoosesOne(
        { label: "Trash 1 card from the top of your opponent's Life cards", step: trashOpponentsTopLife },
        { label: 'Add 1 card from the top of your deck to the top of your Life cards', step: deckTopToLifeTop },
      ),
    ),
    trigger(
      { text: "activate this card's [Main] effect" },
      opponentChoosesOne(
        { label: "Trash 1 card from the top of your opponent's Life cards", step: trashOpponentsTopLife },
        { label: 'Add 1 card from the top of your deck to the top of your Life cards', step: deckTopToLifeTop },
      ),
    ),
  ],
});
