/** OP01-106 Basil Hawkins: [On Play] Add up to 1 DON!! card from your DON!! deck and rest it. [Trigger] Play this card. */
import { addDon, card, onPlay, playThis, trigger } from '../dsl.ts';

export default card('OP01-106', {
  text: '[On Play] Add up to 1 DON!! card from your DON!! deck and rest it. [Trigger] Play this card.',
  abilities: [
    onPlay({ text: 'add up to 1 DON!! and rest it' }, addDon(1, false)),
    trigger({ text: 'play this card' }, playThis),
  ],
});
