/** OP05-076 When You're at Sea You Fight against Pirates!!: [Main] Look at 3 cards from the top of your deck; reveal up to 1 {Straw Hat Crew}, {Kid Pirates}, or {Heart Pirates} type card and add it to your hand. Then, place the rest at the bottom of your deck in any order. [Trigger] Activate this card's [Main] effect. */
import { card, main, searchTop, trigger } from '../dsl.ts';

const lookFor = searchTop(3, 1, { types: ['Straw Hat Crew', 'Kid Pirates', 'Heart Pirates'] });
const look = 'look at 3: add up to 1 {Straw Hat Crew}, {Kid Pirates} or {Heart Pirates} type card';

export default card('OP05-076', {
  text: "[Main] Look at 3 cards from the top of your deck; reveal up to 1 {Straw Hat Crew}, {Kid Pirates}, or {Heart Pirates} type card and add it to your hand. Then, place the rest at the bottom of your deck in any order. [Trigger] Activate this card's [Main] effect.",
  abilities: [main({ text: look }, lookFor), trigger({ text: "activate this card's [Main]" }, lookFor)],
});
