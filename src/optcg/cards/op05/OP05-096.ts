/** OP05-096 I Bid 500 Million!!: [Main] Choose one: • K.O. up to 1 of your opponent's Characters with a cost of 1 or less. • Return up to 1 of your opponent's Characters with a cost of 1 or less to the owner's hand. • Place up to 1 of your opponent's Characters with a cost of 1 or less at the top or bottom of their Life cards face-up. Then, if you have a {Celestial Dragons} type Character, draw 1 card. [Trigger] K.O. up to 1 of your opponent's Characters with a cost of 6 or less, or return it to the owner's hand. */
import { bounce, card, draw, exists, ko, main, onlyIf, trigger } from '../dsl.ts';
import { chooseOne } from '../choice.ts';
import { characterToLife } from '../life.ts';

const costOne = { side: 'opponent', maxCost: 1 } as const;
const costSix = { side: 'opponent', maxCost: 6 } as const;

export default card('OP05-096', {
  text: "[Main] Choose one:\n• K.O. up to 1 of your opponent's Characters with a cost of 1 or less.\n• Return up to 1 of your opponent's Characters with a cost of 1 or less to the owner's hand.\n• Place up to 1 of your opponent's Characters with a cost of 1 or less at the top or bottom of their Life cards face-up.\nThen, if you have a {Celestial Dragons} type Character, draw 1 card. [Trigger] K.O. up to 1 of your opponent's Characters with a cost of 6 or less, or return it to the owner's hand.",
  abilities: [
    main(
      {
        text: 'choose one: K.O., return, or Life face-up (cost 1 or less); then draw 1 with a Celestial Dragons Character',
      },
      ...chooseOne(
        { label: "K.O. up to 1 of your opponent's Characters with a cost of 1 or less", steps: [ko(1, costOne)] },
        { label: "Return up to 1 of your opponent's Characters with a cost of 1 or less", steps: [bounce(1, costOne)] },
        {
          label: "Place up to 1 of your opponent's Characters with a cost of 1 or less in their Life face-up",
          steps: [characterToLife(1, costOne, 'topOrBottom')],
        },
      ),
      onlyIf(exists({ types: ['Celestial Dragons'] }), draw(1)),
    ),
    trigger(
      { text: "K.O. or return up to 1 opponent's Character with a cost of 6 or less" },
      ...chooseOne(
        { label: 'K.O. it', steps: [ko(1, costSix)] },
        { label: "Return it to the owner's hand", steps: [bounce(1, costSix)] },
      ),
    ),
  ],
});
