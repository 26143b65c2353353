/** ST04-009 Ginrummy: no abilities (a vanilla card). */
import { card } from '../dsl.ts';

export default card('ST04-009', {
  text: '',
});
