/** OP02-121 Kuzan: [Your Turn] Give all of your opponent's Characters −5 cost. [On Play] K.O. up to 1 of your opponent's Characters with a cost of 0. */
import { card, fieldCost, ko, onPlay, yourTurn } from '../dsl.ts';

export default card('OP02-121', {
  text: "[Your Turn] Give all of your opponent's Characters −5 cost.\n[On Play] K.O. up to 1 of your opponent's Characters with a cost of 0.",
  costAuras: [fieldCost([yourTurn], -5, { side: 'opponent' })],
  abilities: [
    onPlay({ text: "K.O. an opponent's Character with a cost of 0" }, ko(1, { side: 'opponent', maxCost: 0 })),
  ],
});
