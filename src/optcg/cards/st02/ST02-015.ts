/** ST02-015 Scalpel: [Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle. Then, set up to 1 of your DON!! cards as active. [Trigger] Set up to 2 of your DON!! cards as active. */
import { addPower, card, counter, setDonActive, trigger } from '../dsl.ts';

export default card('ST02-015', {
  text: '[Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle. Then, set up to 1 of your DON!! cards as active. [Trigger] Set up to 2 of your DON!! cards as active.',
  abilities: [
    counter({ text: '+2000 this battle, then set up to 1 DON!! active' }, addPower(2000, 'battle'), setDonActive(1)),
    trigger({ text: 'set up to 2 DON!! active' }, setDonActive(2)),
  ],
});
