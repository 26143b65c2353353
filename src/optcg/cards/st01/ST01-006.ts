/** ST01-006 Tony Tony.Chopper: [Blocker]. */
import { card } from '../dsl.ts';

export default card('ST01-006', { keywords: ['blocker'] });
