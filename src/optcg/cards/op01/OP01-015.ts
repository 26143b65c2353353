/** OP01-015 Tony Tony.Chopper: [DON!! x1] [When Attacking] You may trash 1 card from your hand: Add up to 1 {Straw Hat Crew} type Character card other than [Tony Tony.Chopper] with a cost of 4 or less from your trash to your hand. */
import { addFromTrash, card, donX, trashFromHandCost, whenAttacking } from '../dsl.ts';

export default card('OP01-015', {
  text: '[DON!! x1] [When Attacking] You may trash 1 card from your hand: Add up to 1 {Straw Hat Crew} type Character card other than [Tony Tony.Chopper] with a cost of 4 or less from your trash to your hand.',
  abilities: [
    whenAttacking(
      {
        if: [donX(1)],
        cost: [trashFromHandCost(1)],
        mayPay: true,
        text: 'add up to 1 {Straw Hat Crew} Character other than [Tony Tony.Chopper] with a cost of 4 or less from your trash',
      },
      addFromTrash(1, { types: ['Straw Hat Crew'], nameNot: 'Tony Tony.Chopper', maxCost: 4 }, 'Character'),
    ),
  ],
});
