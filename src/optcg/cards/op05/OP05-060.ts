/** OP05-060 Monkey.D.Luffy: [Activate: Main] [Once Per Turn] You may add 1 card from the top of your Life cards to your hand: If you have 0 or 3 or more DON!! cards on your field, add up to 1 DON!! card from your DON!! deck and set it as active. */
import { activateMain, addDon, card, lifeToHandCost, onlyIf, donOnField, type Cond } from '../dsl.ts';

/** "If you have 0 or 3 or more DON!! cards on your field" (001 §4-1-5). */
const zeroOrThreeDon: Cond = (g, _self, p) => {
  const n = donOnField(g, p);
  return n === 0 || n >= 3;
};

export default card('OP05-060', {
  text: '[Activate: Main] [Once Per Turn] You may add 1 card from the top of your Life cards to your hand: If you have 0 or 3 or more DON!! cards on your field, add up to 1 DON!! card from your DON!! deck and set it as active.',
  abilities: [
    activateMain(
      {
        once: true,
        cost: [lifeToHandCost('top')],
        text: 'add your top Life card to your hand: with 0 or 3 or more DON!!, add up to 1 DON!! active',
      },
      onlyIf(zeroOrThreeDon, addDon(1, true)),
    ),
  ],
});
