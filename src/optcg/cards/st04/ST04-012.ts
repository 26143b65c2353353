/** ST04-012 Page One: no abilities (a vanilla card). */
import { card } from '../dsl.ts';

export default card('ST04-012', {
  text: '',
});
