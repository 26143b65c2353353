/** ST03-006 Jinbe: no abilities (a vanilla card). */
import { card } from '../dsl.ts';

export default card('ST03-006', {
  text: '',
});
