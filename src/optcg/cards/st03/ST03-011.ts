/** ST03-011 Buggy: no abilities (a vanilla card). */
import { card } from '../dsl.ts';

export default card('ST03-011', {
  text: '',
});
