/** OP03-119 Buzz Cut Mochi: [Main] If you have less Life cards than your opponent, K.O. up to 1 of your opponent's Characters with a cost of 4 or less. [Trigger] Play up to 1 Character card with a cost of 4 or less and a [Trigger] from your hand. */
import { card, ko, main, onlyIf, playFromHand, trigger } from '../dsl.ts';
import { lessLifeThanOpponent } from '../life.ts';

export default card('OP03-119', {
  text: "[Main] If you have less Life cards than your opponent, K.O. up to 1 of your opponent's Characters with a cost of 4 or less. [Trigger] Play up to 1 Character card with a cost of 4 or less and a [Trigger] from your hand.",
  abilities: [
    main(
      { text: "with less Life than your opponent, K.O. up to 1 opponent's Character with a cost of 4 or less" },
      onlyIf(lessLifeThanOpponent, ko(1, { side: 'opponent', maxCost: 4 })),
    ),
    trigger(
      { text: 'play up to 1 Character card with a cost of 4 or less and a [Trigger] from your hand' },
      playFromHand(1, { maxCost: 4, hasTrigger: true }, 'Character'),
    ),
  ],
});
