/** OP01-007 Caribou: [On K.O.] K.O. up to 1 of your opponent's Characters with 4000 power or less. */
import { card, ko, onKO } from '../dsl.ts';

export default card('OP01-007', {
  text: "[On K.O.] K.O. up to 1 of your opponent's Characters with 4000 power or less.",
  abilities: [
    onKO({ text: "K.O. an opponent's Character with 4000 power or less" }, ko(1, { side: 'opponent', maxPower: 4000 })),
  ],
});
