/** OP03-032 Buggy: This Character cannot be K.O.'d in battle by <Slash> attribute cards. */
import { attributeCards, card, gains } from '../dsl.ts';

export default card('OP03-032', {
  text: "This Character cannot be K.O.'d in battle by <Slash> attribute cards.",
  gains: [gains([], { noBattleKOBy: attributeCards('Slash') })],
});
