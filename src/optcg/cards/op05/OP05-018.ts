/** OP05-018 Emporio Energy Hormone: [Counter] Up to 1 of your Leader or Character cards gains +3000 power during this battle. Then, play up to 1 {Revolutionary Army} type Character card with 5000 power or less from your hand. [Trigger] Play up to 1 {Revolutionary Army} type Character card with 5000 power or less from your hand. */
import { addPower, card, counter, playFromHand, trigger } from '../dsl.ts';

const playRA = playFromHand(1, { types: ['Revolutionary Army'], maxPower: 5000 }, 'Character');

export default card('OP05-018', {
  text: '[Counter] Up to 1 of your Leader or Character cards gains +3000 power during this battle. Then, play up to 1 {Revolutionary Army} type Character card with 5000 power or less from your hand. [Trigger] Play up to 1 {Revolutionary Army} type Character card with 5000 power or less from your hand.',
  abilities: [
    counter(
      { text: '+3000 this battle; then play a Revolutionary Army Character with 5000 power or less' },
      addPower(3000, 'battle'),
      playRA,
    ),
    trigger({ text: 'play a Revolutionary Army Character with 5000 power or less from your hand' }, playRA),
  ],
});
