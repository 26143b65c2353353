/** OP02-100 Jango: If you have [Fullbody], this Character cannot be K.O.'d in battle. */
import { card, characterNamed, gains } from '../dsl.ts';

export default card('OP02-100', {
  text: "If you have [Fullbody], this Character cannot be K.O.'d in battle.",
  gains: [gains([characterNamed('Fullbody')], { noBattleKOBy: () => true })],
});
