/** ST01-003 Karoo: no abilities (a vanilla card). */
import { card } from '../dsl.ts';

export default card('ST01-003', {
  text: '',
});
