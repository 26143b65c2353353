/** OP03-037 Tooth Attack: [Main] You may rest 1 of your {East Blue} type Characters: K.O. up to 1 of your opponent's rested Characters with a cost of 3 or less. [Trigger] Play up to 1 Character card with a cost of 4 or less and a [Trigger] from your hand. */
import { card, ko, main, playFromHand, restCharactersCost, trigger } from '../dsl.ts';

export default card('OP03-037', {
  text: "[Main] You may rest 1 of your {East Blue} type Characters: K.O. up to 1 of your opponent's rested Characters with a cost of 3 or less. [Trigger] Play up to 1 Character card with a cost of 4 or less and a [Trigger] from your hand.",
  abilities: [
    main(
      {
        cost: [restCharactersCost(1, { types: ['East Blue'] })],
        mayPay: true,
        text: "rest 1 East Blue Character: K.O. up to 1 opponent's rested Character with a cost of 3 or less",
      },
      ko(1, { side: 'opponent', rested: true, maxCost: 3 }),
    ),
    trigger(
      { text: 'play up to 1 Character card with a cost of 4 or less and a [Trigger] from your hand' },
      playFromHand(1, { maxCost: 4, hasTrigger: true }, 'Character'),
    ),
  ],
});
