/** OP03-117 Napoleon: [Activate: Main] You may rest this Character: Up to 1 of your [Charlotte Linlin] cards gains +1000 power until the start of your next turn. [Trigger] Play this card. */
import { activateMain, addPower, card, playThis, restThis, trigger } from '../dsl.ts';

export default card('OP03-117', {
  text: '[Activate: Main] You may rest this Character: Up to 1 of your [Charlotte Linlin] cards gains +1000 power until the start of your next turn. [Trigger] Play this card.',
  abilities: [
    activateMain(
      { cost: [restThis], text: 'up to 1 of your [Charlotte Linlin] cards +1000 until the start of your next turn' },
      addPower(1000, 'untilYourNextTurn', 1, { leader: true, nameIs: 'Charlotte Linlin' }),
    ),
    trigger({ text: 'play this card' }, playThis),
  ],
});
