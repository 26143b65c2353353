/** OP04-115 Gun Modoki: [Main] You may add 1 card from the top or bottom of your Life cards to your hand: Up to 1 of your {Land of Wano} type Characters gains [Double Attack] during this turn. (This card deals 2 damage.) [Trigger] Up to 1 of your Leader or Character cards gains +1000 power during this turn. */
import { addPower, card, grantKeyword, lifeToHandCost, main, trigger } from '../dsl.ts';

export default card('OP04-115', {
  text: '[Main] You may add 1 card from the top or bottom of your Life cards to your hand: Up to 1 of your {Land of Wano} type Characters gains [Double Attack] during this turn.\n(This card deals 2 damage.) [Trigger] Up to 1 of your Leader or Character cards gains +1000 power during this turn.',
  abilities: [
    main(
      {
        cost: [lifeToHandCost('topOrBottom', true)],
        mayPay: true,
        text: 'a {Land of Wano} Character gains [Double Attack]',
      },
      grantKeyword('doubleAttack', 'turn', 1, { side: 'own', types: ['Land of Wano'] }),
    ),
    trigger({ text: '+1000 this turn' }, addPower(1000, 'turn')),
  ],
});
