/** ST07-008 Charlotte Pudding: [On Play] Look at up to 1 card from the top of your or your opponent's Life cards, and place it at the top or bottom of the Life cards. */
import { card, onPlay } from '../dsl.ts';
import { lookAtTopLife } from '../life.ts';

export default card('ST07-008', {
  text: "[On Play] Look at up to 1 card from the top of your or your opponent's Life cards, and place it at the top or bottom of the Life cards.",
  abilities: [
    onPlay({ text: "look at a top Life card (yours or your opponent's) and place it" }, lookAtTopLife('ownOrOpponent')),
  ],
});
