/** OP01-025 Roronoa Zoro: [Rush] (This card can attack on the turn in which it is played.) */
import { card } from '../dsl.ts';

export default card('OP01-025', {
  text: '[Rush] (This card can attack on the turn in which it is played.)',
  keywords: ['rush'],
});
