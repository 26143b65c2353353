/** OP01-051 Eustass"Captain"Kid: [DON!! x1] [Opponent's Turn] If this Character is rested, your opponent cannot attack any card other than the Character [Eustass"Captain"Kid]. [Activate: Main] [Once Per Turn] You may rest this Character: Play up to 1 Character card with a cost of 3 or less from your hand. */
import {
  activateMain,
  card,
  donX,
  gains,
  onlyAttackableNamed,
  opponentsTurn,
  playFromHand,
  restThis,
  selfRested,
} from '../dsl.ts';

export default card('OP01-051', {
  text: '[DON!! x1] [Opponent\'s Turn] If this Character is rested, your opponent cannot attack any card other than the Character [Eustass"Captain"Kid].\n[Activate: Main] [Once Per Turn] You may rest this Character: Play up to 1 Character card with a cost of 3 or less from your hand.',
  gains: [gains([donX(1), opponentsTurn, selfRested], { onlyAttackable: onlyAttackableNamed('Eustass"Captain"Kid') })],
  abilities: [
    activateMain(
      { text: 'rest this Character: play a Character (cost 3 or less)', once: true, cost: [restThis] },
      playFromHand(1, { maxCost: 3 }, 'Character'),
    ),
  ],
});
