/** OP03-120 Tropical Torment: [Main] If your opponent has 4 or more Life cards, trash up to 1 card from the top of your opponent's Life cards. [Trigger] Activate this card's [Main] effect. */
import { card, main, onlyIf, trashOpponentLife, trigger } from '../dsl.ts';
import { opponentLifeAtLeast } from '../conditions.ts';

const trashLife = onlyIf(opponentLifeAtLeast(4), trashOpponentLife(1));
const tropical = 'if your opponent has 4 or more Life cards, trash up to 1 of their Life cards';

export default card('OP03-120', {
  text: "[Main] If your opponent has 4 or more Life cards, trash up to 1 card from the top of your opponent's Life cards. [Trigger] Activate this card's [Main] effect.",
  abilities: [main({ text: tropical }, trashLife), trigger({ text: "activate this card's [Main]" }, trashLife)],
});
