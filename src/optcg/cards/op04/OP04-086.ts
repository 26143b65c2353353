/** OP04-086 Chinjao: [DON!! x1] When this Character battles and K.O.'s your opponent's Character, draw 2 cards and trash 2 cards from your hand. */
import { card, donX, draw, trashFromHand, whenKOsInBattle } from '../dsl.ts';

export default card('OP04-086', {
  text: "[DON!! x1] When this Character battles and K.O.'s your opponent's Character, draw 2 cards and trash 2 cards from your hand.",
  abilities: [whenKOsInBattle({ if: [donX(1)], text: 'draw 2 and trash 2' }, draw(2), trashFromHand(2))],
});
