/** ST02-016 Repel: [Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, set up to 1 of your DON!! cards as active. */
import { addPower, card, counter, setDonActive } from '../dsl.ts';

export default card('ST02-016', {
  text: '[Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, set up to 1 of your DON!! cards as active.',
  abilities: [
    counter({ text: '+4000 this battle, then set up to 1 DON!! active' }, addPower(4000, 'battle'), setDonActive(1)),
  ],
});
