/** OP02-010 Dogura: [Activate: Main] You may rest this Character: Play up to 1 red Character other than [Dogura] with a cost of 1 from your hand. */
import { activateMain, card, playFromHand, restThis } from '../dsl.ts';

export default card('OP02-010', {
  text: '[Activate: Main] You may rest this Character: Play up to 1 red Character other than [Dogura] with a cost of 1 from your hand.',
  abilities: [
    activateMain(
      { cost: [restThis], text: 'play a red cost-1 Character other than [Dogura] from your hand' },
      playFromHand(1, { colors: ['Red'], cost: 1, nameNot: 'Dogura' }, 'Character'),
    ),
  ],
});
