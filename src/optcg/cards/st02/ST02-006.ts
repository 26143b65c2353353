/** ST02-006 Koby: no abilities (a vanilla card). */
import { card } from '../dsl.ts';

export default card('ST02-006', {
  text: '',
});
