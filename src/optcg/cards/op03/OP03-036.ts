/** OP03-036 Out-of-the-Bag: [Main] You may rest 1 of your {East Blue} type Characters: Set up to 1 of your [Kuro] cards as active. [Trigger] K.O. up to 1 of your opponent's rested Characters with a cost of 3 or less. */
import { card, ko, main, restCharactersCost, setActive, trigger } from '../dsl.ts';

export default card('OP03-036', {
  text: "[Main] You may rest 1 of your {East Blue} type Characters: Set up to 1 of your [Kuro] cards as active. [Trigger] K.O. up to 1 of your opponent's rested Characters with a cost of 3 or less.",
  abilities: [
    main(
      {
        cost: [restCharactersCost(1, { types: ['East Blue'] })],
        mayPay: true,
        text: 'rest 1 East Blue Character: set up to 1 of your [Kuro] cards as active',
      },
      setActive(1, { leader: true, nameIs: 'Kuro' }),
    ),
    trigger(
      { text: "K.O. up to 1 opponent's rested Character with a cost of 3 or less" },
      ko(1, { side: 'opponent', rested: true, maxCost: 3 }),
    ),
  ],
});
