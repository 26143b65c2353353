/** OP01-061 Kaido: [DON!! x1] [Your Turn] [Once Per Turn] When your opponent's Character is K.O.'d, add up to 1 DON!! card from your DON!! deck and set it as active. */
import { addDon, card, donX, whenOpponentsCharacterKOd, yourTurn } from '../dsl.ts';

export default card('OP01-061', {
  text: "[DON!! x1] [Your Turn] [Once Per Turn] When your opponent's Character is K.O.'d, add up to 1 DON!! card from your DON!! deck and set it as active.",
  abilities: [
    whenOpponentsCharacterKOd(
      { text: 'add up to 1 active DON!!', if: [donX(1), yourTurn], once: true },
      addDon(1, true),
    ),
  ],
});
