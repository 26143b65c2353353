/** OP01-027 Round Table: [Main] Give up to 1 of your opponent's Characters −10000 power during this turn. */
import { addPower, card, main } from '../dsl.ts';

export default card('OP01-027', {
  text: "[Main] Give up to 1 of your opponent's Characters −10000 power during this turn.",
  abilities: [
    main({ text: "−10000 to an opponent's Character this turn" }, addPower(-10000, 'turn', 1, { side: 'opponent' })),
  ],
});
