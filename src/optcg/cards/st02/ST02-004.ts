/** ST02-004 Capone"Gang"Bege: [Blocker]. */
import { card } from '../dsl.ts';

export default card('ST02-004', { keywords: ['blocker'] });
