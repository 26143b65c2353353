/** OP01-067 Crocodile: [Banish] (When this card deals damage, the target card is trashed without activating its Trigger.) [DON!! x1] Give blue Events in your hand −1 cost. */
import { card, donX, handCost } from '../dsl.ts';

export default card('OP01-067', {
  text: '[Banish] (When this card deals damage, the target card is trashed without activating its Trigger.)\n[DON!! x1] Give blue Events in your hand −1 cost.',
  keywords: ['banish'],
  costAuras: [handCost([donX(1)], -1, { colors: ['Blue'] }, 'Event')],
});
