/** P-025 Smoker: [DON!! x1] This Character cannot be K.O.'d in battle by Characters without the <Special> attribute. */
import { card, cardsWithoutAttribute, donX, gains } from '../dsl.ts';

export default card('P-025', {
  text: "[DON!! x1] This Character cannot be K.O.'d in battle by Characters without the <Special> attribute.",
  gains: [gains([donX(1)], { noBattleKOBy: cardsWithoutAttribute('Special', ['Character']) })],
});
