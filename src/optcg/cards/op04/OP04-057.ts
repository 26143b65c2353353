/** OP04-057 Dragon Twister Demolition Breath: [Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, place up to 1 Character with a cost of 1 or less at the bottom of the owner's deck. [Trigger] Return up to 1 Character with a cost of 6 or less to the owner's hand. */
import { addPower, bounce, card, counter, toBottom, trigger } from '../dsl.ts';

export default card('OP04-057', {
  text: "[Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, place up to 1 Character with a cost of 1 or less at the bottom of the owner's deck. [Trigger] Return up to 1 Character with a cost of 6 or less to the owner's hand.",
  abilities: [
    counter(
      { text: '+4000 this battle; a cost-1-or-less Character to the deck bottom' },
      addPower(4000, 'battle'),
      toBottom(1, { side: 'any', maxCost: 1 }),
    ),
    trigger({ text: 'return a cost-6-or-less Character to the hand' }, bounce(1, { side: 'any', maxCost: 6 })),
  ],
});
