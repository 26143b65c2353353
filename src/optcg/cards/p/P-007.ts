/** P-007 Monkey.D.Luffy: [DON!! x1] This Character cannot be K.O.'d in battle by <Strike> attribute Leaders or Characters. */
import { attributeCards, card, donX, gains } from '../dsl.ts';

export default card('P-007', {
  text: "[DON!! x1] This Character cannot be K.O.'d in battle by <Strike> attribute Leaders or Characters.",
  gains: [gains([donX(1)], { noBattleKOBy: attributeCards('Strike') })],
});
