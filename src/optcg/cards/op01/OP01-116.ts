/** OP01-116 Artificial Devil Fruit SMILE: [Main] Look at 5 cards from the top of your deck; play up to 1 {SMILE} type Character card with a cost of 3 or less. Then, place the rest at the bottom of your deck in any order. [Trigger] Activate this card's [Main] effect. */
import { card, main, searchTop, trigger } from '../dsl.ts';

const lookAndPlay = searchTop(5, 1, { types: ['SMILE'], maxCost: 3 }, 'Character', 'play');

export default card('OP01-116', {
  text: "[Main] Look at 5 cards from the top of your deck; play up to 1 {SMILE} type Character card with a cost of 3 or less. Then, place the rest at the bottom of your deck in any order. [Trigger] Activate this card's [Main] effect.",
  abilities: [
    main({ text: 'look at 5, play up to 1 {SMILE} Character with a cost of 3 or less' }, lookAndPlay),
    trigger({ text: "activate this card's [Main]" }, lookAndPlay),
  ],
});
