/** ST04-013 X.Drake: no abilities (a vanilla card). */
import { card } from '../dsl.ts';

export default card('ST04-013', {
  text: '',
});
