/** ST10-008 Shachi & Penguin: [On Play] If you have 3 or less DON!! cards on your field, add up to 2 DON!! cards from your DON!! deck and rest them. */
import { addDon, card, onPlay, onlyIf } from '../dsl.ts';
import { donOnFieldAtMost } from '../don.ts';

export default card('ST10-008', {
  text: '[On Play] If you have 3 or less DON!! cards on your field, add up to 2 DON!! cards from your DON!! deck and rest them.',
  abilities: [
    onPlay({ text: 'with 3 or less DON!!: add up to 2 rested DON!!' }, onlyIf(donOnFieldAtMost(3), addDon(2, false))),
  ],
});
