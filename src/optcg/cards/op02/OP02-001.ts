/** OP02-001 Edward.Newgate: [End of Your Turn] Add 1 card from the top of your Life cards to your hand. */
import { card, endOfYourTurn } from '../dsl.ts';
import { addLifeToHand } from '../life.ts';

export default card('OP02-001', {
  text: '[End of Your Turn] Add 1 card from the top of your Life cards to your hand.',
  abilities: [endOfYourTurn({ text: 'add the top Life card to your hand' }, addLifeToHand('top'))],
});
