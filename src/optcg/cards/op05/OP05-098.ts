/** OP05-098 Enel: [Opponent's Turn] [Once Per Turn] When your number of Life cards becomes 0, add 1 card from the top of your deck to the top of your Life cards. Then, trash 1 card from your hand. */
import { ability, card, opponentsTurn, trashFromHand } from '../dsl.ts';
import { deckTopToLifeTop } from '../life.ts';

export default card('OP05-098', {
  text: "[Opponent's Turn] [Once Per Turn] When your number of Life cards becomes 0, add 1 card from the top of your deck to the top of your Life cards. Then, trash 1 card from your hand.",
  abilities: [
    // rules/life.ts `lifeLeft`: the last Life card left (damage, an effect, a cost or a revealed [Trigger]); after
    // damage the ability waits until the damage has been dealt (001 §8-6-2).
    ability('onLifeZero', [
      { if: [opponentsTurn], once: true, text: 'add the top card of your deck to your Life, then trash 1 card' },
      deckTopToLifeTop,
      trashFromHand(1),
    ]),
  ],
});
