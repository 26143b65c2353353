/** OP04-061 Tom: [Activate: Main] You may trash this Character: If your Leader has the {Water Seven} type, add up to 1 DON!! card from your DON!! deck and rest it. */
import { activateMain, addDon, card, leaderHasType, onlyIf } from '../dsl.ts';
import { trashThisCost } from '../trash.ts';

export default card('OP04-061', {
  text: '[Activate: Main] You may trash this Character: If your Leader has the {Water Seven} type, add up to 1 DON!! card from your DON!! deck and rest it.',
  abilities: [
    activateMain(
      { cost: [trashThisCost], text: 'with a {Water Seven} Leader: add up to 1 DON!! rested' },
      onlyIf(leaderHasType('Water Seven'), addDon(1, false)),
    ),
  ],
});
