/** OP04-073 Mr.13 & Ms.Friday: [Activate: Main] You may trash this Character and 1 of your Characters with a type including "Baroque Works": Add up to 1 DON!! card from your DON!! deck and set it as active. [Trigger] Play this card. */
import { activateMain, addDon, card, playThis, trigger } from '../dsl.ts';
import { trashCharactersCost, trashThisCost } from '../trash.ts';

export default card('OP04-073', {
  text: '[Activate: Main] You may trash this Character and 1 of your Characters with a type including "Baroque Works": Add up to 1 DON!! card from your DON!! deck and set it as active. [Trigger] Play this card.',
  abilities: [
    activateMain(
      {
        // 001 §8-3-1-1: the costs in the order written; the other Character is chosen before this one leaves.
        cost: [trashCharactersCost(1, { typeIncludes: 'Baroque Works', other: true }), trashThisCost],
        text: 'add up to 1 DON!! and set it as active',
      },
      addDon(1, true),
    ),
    trigger({ text: 'play this card' }, playThis),
  ],
});
