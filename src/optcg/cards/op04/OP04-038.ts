/** OP04-038 The Weak Do Not Have the Right to Choose How They Die!!!: [Main]/[Counter] Rest up to 1 of your opponent's Leader or Character cards. Then, K.O. up to 1 of your opponent's rested Characters with a cost of 6 or less. [Trigger] Set up to 5 of your DON!! cards as active. */
import { card, counter, ko, main, rest, setDonActive, trigger } from '../dsl.ts';

export default card('OP04-038', {
  text: "[Main]/[Counter] Rest up to 1 of your opponent's Leader or Character cards. Then, K.O. up to 1 of your opponent's rested Characters with a cost of 6 or less. [Trigger] Set up to 5 of your DON!! cards as active.",
  abilities: [
    main(
      { text: "rest an opponent's Leader or Character; K.O. a rested one with a cost of 6 or less" },
      rest(1, { side: 'opponent', leader: true }),
      ko(1, { side: 'opponent', rested: true, maxCost: 6 }),
    ),
    counter(
      { text: "rest an opponent's Leader or Character; K.O. a rested one with a cost of 6 or less" },
      rest(1, { side: 'opponent', leader: true }),
      ko(1, { side: 'opponent', rested: true, maxCost: 6 }),
    ),
    trigger({ text: 'set up to 5 DON!! active' }, setDonActive(5)),
  ],
});
