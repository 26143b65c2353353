/** ST01-009 Nefeltari Vivi: no abilities (a vanilla card). */
import { card } from '../dsl.ts';

export default card('ST01-009', {
  text: '',
});
