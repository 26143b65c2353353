/** ST04-011 Black Maria: [Blocker]. */
import { card } from '../dsl.ts';

export default card('ST04-011', { keywords: ['blocker'] });
