/** OP02-011 Vista: [On Play] K.O. up to 1 of your opponent's Characters with 3000 power or less. */
import { card, ko, onPlay } from '../dsl.ts';

export default card('OP02-011', {
  text: "[On Play] K.O. up to 1 of your opponent's Characters with 3000 power or less.",
  abilities: [
    onPlay(
      { text: "K.O. an opponent's Character with 3000 power or less" },
      ko(1, { side: 'opponent', maxPower: 3000 }),
    ),
  ],
});
