/** OP02-004 Edward.Newgate: [On Play] Up to 1 of your Leader gains +2000 power until the start of your next turn. Then, you cannot add Life cards to your hand using your own effects during this turn. [DON!! x2] [When Attacking] K.O. up to 1 of your opponent's Characters with 3000 power or less. */
import { addPower, card, donX, ko, onPlay, whenAttacking } from '../dsl.ts';
import { noLifeToHandThisTurn } from '../life.ts';

export default card('OP02-004', {
  text: "[On Play] Up to 1 of your Leader gains +2000 power until the start of your next turn. Then, you cannot add Life cards to your hand using your own effects during this turn.\n[DON!! x2] [When Attacking] K.O. up to 1 of your opponent's Characters with 3000 power or less.",
  abilities: [
    onPlay(
      { text: 'your Leader +2000 until your next turn; no Life to hand by your effects this turn' },
      addPower(2000, 'untilYourNextTurn', 1, { leader: true, characters: false }),
      noLifeToHandThisTurn,
    ),
    whenAttacking(
      { if: [donX(2)], text: 'K.O. a Character with 3000 power or less' },
      ko(1, { side: 'opponent', maxPower: 3000 }),
    ),
  ],
});
