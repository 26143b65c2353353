/** OP02-042 Yamato: Also treat this card's name as [Kouzuki Oden] according to the rules. [On Play] Rest up to 1 of your opponent's Characters with a cost of 6 or less. */
import { card, onPlay, rest } from '../dsl.ts';

export default card('OP02-042', {
  text: "Also treat this card's name as [Kouzuki Oden] according to the rules.\n[On Play] Rest up to 1 of your opponent's Characters with a cost of 6 or less.",
  alsoNamed: ['Kouzuki Oden'],
  abilities: [
    onPlay(
      { text: "rest an opponent's Character with a cost of 6 or less" },
      rest(1, { side: 'opponent', maxCost: 6 }),
    ),
  ],
});
