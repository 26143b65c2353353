/** OP04-083 Sabo: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On Play] None of your Characters can be K.O.'d by effects until the start of your next turn. Then, draw 2 cards and trash 2 cards from your hand. */
import { card, draw, onPlay, trashFromHand, yourCharactersCannotBeKOdByEffects } from '../dsl.ts';

export default card('OP04-083', {
  text: "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On Play] None of your Characters can be K.O.'d by effects until the start of your next turn. Then, draw 2 cards and trash 2 cards from your hand.",
  keywords: ['blocker'],
  abilities: [
    onPlay(
      { text: "your Characters cannot be K.O.'d by effects until your next turn; draw 2, trash 2" },
      yourCharactersCannotBeKOdByEffects('untilYourNextTurn'),
      draw(2),
      trashFromHand(2),
    ),
  ],
});
