/** OP05-010 Nico Robin: [On Play] K.O. up to 1 of your opponent's Characters with 1000 power or less. */
import { card, ko, onPlay } from '../dsl.ts';

export default card('OP05-010', {
  text: "[On Play] K.O. up to 1 of your opponent's Characters with 1000 power or less.",
  abilities: [
    onPlay(
      { text: "K.O. up to 1 opponent's Character with 1000 power or less" },
      ko(1, { side: 'opponent', maxPower: 1000 }),
    ),
  ],
});
