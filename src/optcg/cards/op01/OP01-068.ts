/** OP01-068 Gecko Moria: [Your Turn] This Character gains [Double Attack] if you have 5 or more cards in your hand. (This card deals 2 damage.) */
import { card, gains, handAtLeast, yourTurn } from '../dsl.ts';

export default card('OP01-068', {
  text: '[Your Turn] This Character gains [Double Attack] if you have 5 or more cards in your hand.\n(This card deals 2 damage.)',
  gains: [gains([yourTurn, handAtLeast(5)], { kw: 'doubleAttack' })],
});
