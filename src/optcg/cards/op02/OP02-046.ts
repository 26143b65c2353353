/** OP02-046 Diable Jambe Venaison Shoot: [Main] K.O. up to 1 of your opponent's rested Characters with a cost of 4 or less. [Trigger] Play up to 1 Character card with a cost of 4 or less and no base effect from your hand. */
import { card, ko, main, playFromHand, trigger } from '../dsl.ts';

export default card('OP02-046', {
  text: "[Main] K.O. up to 1 of your opponent's rested Characters with a cost of 4 or less.\n[Trigger] Play up to 1 Character card with a cost of 4 or less and no base effect from your hand.",
  abilities: [
    main(
      { text: "K.O. an opponent's rested Character with a cost of 4 or less" },
      ko(1, { side: 'opponent', rested: true, maxCost: 4 }),
    ),
    trigger(
      { text: 'play a cost-4-or-less Character with no base effect from your hand' },
      playFromHand(1, { maxCost: 4, vanilla: true }, 'Character'),
    ),
  ],
});
