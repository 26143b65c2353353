/** ST04-007 Sheepshead: no abilities (a vanilla card). */
import { card } from '../dsl.ts';

export default card('ST04-007', {
  text: '',
});
