/** OP01-030 In Two Years!! At the Sabaody Archipelago!!: [Main] Look at 5 cards from the top of your deck; reveal up to 1 {Straw Hat Crew} type Character card and add it to your hand. Then, place the rest at the bottom of your deck in any order. [Trigger] Activate this card's [Main] effect. */
import { card, main, searchTop, trigger } from '../dsl.ts';

const search = searchTop(5, 1, { types: ['Straw Hat Crew'] }, 'Character');

export default card('OP01-030', {
  text: "[Main] Look at 5 cards from the top of your deck; reveal up to 1 {Straw Hat Crew} type Character card and add it to your hand. Then, place the rest at the bottom of your deck in any order. [Trigger] Activate this card's [Main] effect.",
  abilities: [
    main({ text: 'look at 5, add up to 1 {Straw Hat Crew} Character' }, search),
    trigger({ text: "activate this card's [Main]" }, search),
  ],
});
