/** OP04-075 Nez-Palm Cannon: [Counter] Up to 1 of your Leader or Character cards gains +6000 power during this battle. Then, if you have 2 or less Life cards, add up to 1 DON!! card from your DON!! deck and rest it. [Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active. */
import { addDon, addPower, card, counter, lifeAtMost, onlyIf, trigger } from '../dsl.ts';

export default card('OP04-075', {
  text: '[Counter] Up to 1 of your Leader or Character cards gains +6000 power during this battle. Then, if you have 2 or less Life cards, add up to 1 DON!! card from your DON!! deck and rest it. [Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active.',
  abilities: [
    counter(
      { text: '+6000 this battle; with 2 or less Life, add up to 1 DON!! rested' },
      addPower(6000, 'battle'),
      onlyIf(lifeAtMost(2), addDon(1, false)),
    ),
    trigger({ text: 'add up to 1 DON!! active' }, addDon(1, true)),
  ],
});
