/** P-039 Bellamy: [Banish] (When this card deals damage, the target card is trashed without activating its Trigger.) [DON!! x2] If you have 0 Life cards, this Character gains +2000 power. */
import { card, donX, gains, lifeAtMost } from '../dsl.ts';

export default card('P-039', {
  text: '[Banish] (When this card deals damage, the target card is trashed without activating its Trigger.)\n[DON!! x2] If you have 0 Life cards, this Character gains +2000 power.',
  keywords: ['banish'],
  gains: [gains([donX(2), lifeAtMost(0)], { power: 2000 })],
});
