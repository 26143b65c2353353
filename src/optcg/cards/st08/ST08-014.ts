/** ST08-014 Gum-Gum Bell: [Main] You may add 1 card from the top of your Life cards to your hand: Give up to 1 of your opponent's Characters −7 cost during this turn. [Trigger] Add up to 1 black Character card with a cost of 2 or less from your trash to your hand. */
import { addFromTrash, card, giveCost, lifeToHandCost, main, trigger } from '../dsl.ts';

export default card('ST08-014', {
  text: "[Main] You may add 1 card from the top of your Life cards to your hand: Give up to 1 of your opponent's Characters −7 cost during this turn. [Trigger] Add up to 1 black Character card with a cost of 2 or less from your trash to your hand.",
  abilities: [
    main(
      {
        text: "add your top Life card to your hand: up to 1 opponent's Character −7 cost",
        cost: [lifeToHandCost('top', true)],
      },
      giveCost(-7, 'turn'),
    ),
    trigger(
      { text: 'add up to 1 black Character (cost 2 or less) from your trash' },
      addFromTrash(1, { colors: ['Black'], maxCost: 2 }, 'Character'),
    ),
  ],
});
