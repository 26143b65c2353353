/** OP05-078 Punk Rotten: [Main] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Up to 1 of your {Kid Pirates} type Leader or Character cards gains +5000 power during this turn. [Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active. */
import { addDon, addPower, card, donMinus, main, trigger } from '../dsl.ts';

export default card('OP05-078', {
  text: '[Main] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Up to 1 of your {Kid Pirates} type Leader or Character cards gains +5000 power during this turn. [Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active.',
  abilities: [
    main(
      { cost: [donMinus(1)], text: 'up to 1 of your {Kid Pirates} Leader or Character cards +5000 this turn' },
      addPower(5000, 'turn', 1, { leader: true, types: ['Kid Pirates'] }),
    ),
    trigger({ text: 'add up to 1 DON!! active' }, addDon(1, true)),
  ],
});
