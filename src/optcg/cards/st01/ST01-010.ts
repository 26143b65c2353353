/** ST01-010 Franky: no abilities (a vanilla card). */
import { card } from '../dsl.ts';

export default card('ST01-010', {
  text: '',
});
