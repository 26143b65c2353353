/** OP04-001 Nefeltari Vivi: This Leader cannot attack. [Activate: Main] [Once Per Turn] ② (You may rest the specified number of DON!! cards in your cost area.): Draw 1 card and up to 1 of your Characters gains [Rush] during this turn. (This card can attack on the turn in which it is played.) */
import { activateMain, card, draw, gains, grantKeyword, restDonCost } from '../dsl.ts';

export default card('OP04-001', {
  text: 'This Leader cannot attack.\n[Activate: Main] [Once Per Turn] ② (You may rest the specified number of DON!! cards in your cost area.): Draw 1 card and up to 1 of your Characters gains [Rush] during this turn.\n(This card can attack on the turn in which it is played.)',
  gains: [gains([], { cannotAttack: true })],
  abilities: [
    activateMain(
      { once: true, cost: [restDonCost(2)], text: 'draw 1; up to 1 of your Characters gains [Rush] this turn' },
      draw(1),
      grantKeyword('rush', 'turn', 1, { side: 'own' }),
    ),
  ],
});
