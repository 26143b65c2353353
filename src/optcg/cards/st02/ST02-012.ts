/** ST02-012 Bepo: no abilities (a vanilla card). */
import { card } from '../dsl.ts';

export default card('ST02-012', {
  text: '',
});
