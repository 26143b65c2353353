/** OP01-024 Monkey.D.Luffy: [DON!! x2] This Character cannot be K.O.'d in battle by <Strike> attribute Characters. [Activate: Main] [Once Per Turn] Give this Character up to 2 rested DON!! cards. */
import { activateMain, attributeCards, card, donX, gains, giveRestedDon } from '../dsl.ts';

export default card('OP01-024', {
  text: "[DON!! x2] This Character cannot be K.O.'d in battle by <Strike> attribute Characters.\n[Activate: Main] [Once Per Turn] Give this Character up to 2 rested DON!! cards.",
  gains: [gains([donX(2)], { noBattleKOBy: attributeCards('Strike', ['Character']) })],
  abilities: [
    activateMain(
      { once: true, text: 'give this Character up to 2 rested DON!!' },
      giveRestedDon(2, { side: 'own', self: true }),
    ),
  ],
});
