/** OP05-004 Emporio.Ivankov: [Activate: Main] [Once Per Turn] If this Character has 7000 power or more, play up to 1 {Revolutionary Army} type Character card with 5000 power or less other than [Emporio.Ivankov] from your hand. */
import { activateMain, card, onlyIf, playFromHand } from '../dsl.ts';
import { selfPowerAtLeast } from '../conditions.ts';

export default card('OP05-004', {
  text: '[Activate: Main] [Once Per Turn] If this Character has 7000 power or more, play up to 1 {Revolutionary Army} type Character card with 5000 power or less other than [Emporio.Ivankov] from your hand.',
  abilities: [
    activateMain(
      { once: true, text: 'with 7000 power or more, play a Revolutionary Army Character with 5000 power or less' },
      onlyIf(
        selfPowerAtLeast(7000),
        playFromHand(1, { types: ['Revolutionary Army'], maxPower: 5000, nameNot: 'Emporio.Ivankov' }, 'Character'),
      ),
    ),
  ],
});
