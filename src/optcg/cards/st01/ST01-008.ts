/** ST01-008 Nico Robin: no abilities (a vanilla card). */
import { card } from '../dsl.ts';

export default card('ST01-008', {
  text: '',
});
