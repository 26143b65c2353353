/** OP01-055 You Can Be My Samurai!!: [Main] You may rest 2 of your Characters: Draw 2 cards. */
import { card, draw, main, restCharactersCost } from '../dsl.ts';

export default card('OP01-055', {
  text: '[Main] You may rest 2 of your Characters: Draw 2 cards.',
  abilities: [main({ cost: [restCharactersCost(2)], mayPay: true, text: 'draw 2 cards' }, draw(2))],
});
