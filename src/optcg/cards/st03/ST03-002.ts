/** ST03-002 Edward Weevil: no abilities (a vanilla card). */
import { card } from '../dsl.ts';

export default card('ST03-002', {
  text: '',
});
