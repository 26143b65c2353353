/** OP02-094 Isuka: [DON!! x1] [Once Per Turn] When this Character battles and K.O.'s your opponent's Character, set this Character as active. */
import { card, donX, setActive, whenKOsInBattle } from '../dsl.ts';

export default card('OP02-094', {
  text: "[DON!! x1] [Once Per Turn] When this Character battles and K.O.'s your opponent's Character, set this Character as active.",
  abilities: [
    whenKOsInBattle(
      { if: [donX(1)], once: true, text: "K.O.'d an opponent's Character in battle: set this active" },
      setActive('self'),
    ),
  ],
});
