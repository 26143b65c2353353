/** OP03-058 Iceburg: This Leader cannot attack. [Activate: Main] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.) You may rest this Leader: Play up to 1 {Galley-La Company} type Character card with a cost of 5 or less from your hand. */
import { activateMain, card, donMinus, gains, playFromHand, restThis } from '../dsl.ts';

export default card('OP03-058', {
  text: 'This Leader cannot attack.\n[Activate: Main] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.) You may rest this Leader: Play up to 1 {Galley-La Company} type Character card with a cost of 5 or less from your hand.',
  gains: [gains([], { cannotAttack: true })],
  abilities: [
    activateMain(
      {
        cost: [donMinus(1), restThis],
        text: 'play up to 1 {Galley-La Company} Character card with a cost of 5 or less from your hand',
      },
      playFromHand(1, { types: ['Galley-La Company'], maxCost: 5 }, 'Character'),
    ),
  ],
});
