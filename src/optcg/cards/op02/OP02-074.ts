/** OP02-074 Saldeath: Your [Blugori] gains [Blocker]. (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) */
import { card, keywordAura } from '../dsl.ts';

export default card('OP02-074', {
  text: 'Your [Blugori] gains [Blocker].\n(After your opponent declares an attack, you may rest this card to make it the new target of the attack.)',
  auras: [keywordAura([], 'blocker', { nameHas: 'Blugori' })],
});
