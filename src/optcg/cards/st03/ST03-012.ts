/** ST03-012 Pacifista: no abilities (a vanilla card). */
import { card } from '../dsl.ts';

export default card('ST03-012', {
  text: '',
});
