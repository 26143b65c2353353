/** ST08-001 Monkey.D.Luffy: [Your Turn] When a Character is K.O.'d, give up to 1 rested DON!! card to this Leader. */
import { card, giveRestedDon, whenCharacterKOd, yourTurn } from '../dsl.ts';

export default card('ST08-001', {
  text: "[Your Turn] When a Character is K.O.'d, give up to 1 rested DON!! card to this Leader.",
  abilities: [
    whenCharacterKOd(
      { text: 'give up to 1 rested DON!! to this Leader', if: [yourTurn] },
      giveRestedDon(1, { self: true, leader: true, characters: false }),
    ),
  ],
});
