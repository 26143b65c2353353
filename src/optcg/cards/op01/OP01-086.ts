/** OP01-086 Overheat: [Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, return up to 1 active Character with a cost of 3 or less to the owner's hand. [Trigger] Return up to 1 Character with a cost of 4 or less to the owner's hand. */
import { addPower, bounce, card, counter, trigger } from '../dsl.ts';

export default card('OP01-086', {
  text: "[Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, return up to 1 active Character with a cost of 3 or less to the owner's hand. [Trigger] Return up to 1 Character with a cost of 4 or less to the owner's hand.",
  abilities: [
    counter(
      { text: '+4000 this battle, then return an active Character with a cost of 3 or less' },
      addPower(4000, 'battle'),
      bounce(1, { side: 'any', active: true, maxCost: 3 }),
    ),
    trigger({ text: 'return a Character with a cost of 4 or less' }, bounce(1, { side: 'any', maxCost: 4 })),
  ],
});
