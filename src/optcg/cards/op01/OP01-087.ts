/** OP01-087 Officer Agents: [Counter] Play up to 1 {Baroque Works} type Character card with a cost of 3 or less from your hand. [Trigger] Activate this card's [Counter] effect. */
import { card, counter, playFromHand, trigger } from '../dsl.ts';

const play = playFromHand(1, { types: ['Baroque Works'], maxCost: 3 }, 'Character');

export default card('OP01-087', {
  text: "[Counter] Play up to 1 {Baroque Works} type Character card with a cost of 3 or less from your hand. [Trigger] Activate this card's [Counter] effect.",
  abilities: [
    counter({ text: 'play up to 1 {Baroque Works} Character with a cost of 3 or less' }, play),
    trigger({ text: "activate this card's [Counter]" }, play),
  ],
});
