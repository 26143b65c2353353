/** ST02-011 Heat: no abilities (a vanilla card). */
import { card } from '../dsl.ts';

export default card('ST02-011', {
  text: '',
});
