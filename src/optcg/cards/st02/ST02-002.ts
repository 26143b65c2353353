/** ST02-002 Vito: no abilities (a vanilla card). */
import { card } from '../dsl.ts';

export default card('ST02-002', {
  text: '',
});
