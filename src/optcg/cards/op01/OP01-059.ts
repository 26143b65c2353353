/** OP01-059 BE-BENG!!: [Main] You may trash 1 {Land of Wano} type card from your hand: Set up to 1 of your {Land of Wano} type Character cards with a cost of 3 or less as active. */
import { card, main, setActive, trashFromHandCost } from '../dsl.ts';

export default card('OP01-059', {
  text: '[Main] You may trash 1 {Land of Wano} type card from your hand: Set up to 1 of your {Land of Wano} type Character cards with a cost of 3 or less as active.',
  abilities: [
    main(
      {
        cost: [trashFromHandCost(1, { types: ['Land of Wano'] })],
        mayPay: true,
        text: 'set up to 1 {Land of Wano} Character with a cost of 3 or less active',
      },
      setActive(1, { types: ['Land of Wano'], maxCost: 3 }),
    ),
  ],
});
