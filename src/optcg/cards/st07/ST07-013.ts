/** ST07-013 Prometheus: [Activate: Main] You may rest this Character: Up to 1 of your [Charlotte Linlin] cards gains [Double Attack] during this turn. (This card deals 2 damage.) [Trigger] Play this card. */
import { activateMain, card, grantKeyword, playThis, restThis, trigger } from '../dsl.ts';

export default card('ST07-013', {
  text: '[Activate: Main] You may rest this Character: Up to 1 of your [Charlotte Linlin] cards gains [Double Attack] during this turn.\n(This card deals 2 damage.) [Trigger] Play this card.',
  abilities: [
    activateMain(
      { text: 'rest this: up to 1 of your [Charlotte Linlin] gains [Double Attack] this turn', cost: [restThis] },
      grantKeyword('doubleAttack', 'turn', 1, { side: 'own', leader: true, nameHas: 'Charlotte Linlin' }),
    ),
    trigger({ text: 'play this card' }, playThis),
  ],
});
