/** OP01-089 Crescent Cutlass: [Counter] If your Leader has the {The Seven Warlords of the Sea} type, return up to 1 Character with a cost of 5 or less to the owner's hand. */
import { bounce, card, counter, leaderHasType, onlyIf } from '../dsl.ts';

export default card('OP01-089', {
  text: "[Counter] If your Leader has the {The Seven Warlords of the Sea} type, return up to 1 Character with a cost of 5 or less to the owner's hand.",
  abilities: [
    counter(
      { text: 'return a Character with a cost of 5 or less ({The Seven Warlords of the Sea} Leader)' },
      onlyIf(leaderHasType('The Seven Warlords of the Sea'), bounce(1, { side: 'any', maxCost: 5 })),
    ),
  ],
});
