/** ST03-008 Trafalgar Law: [Blocker]. */
import { card } from '../dsl.ts';

export default card('ST03-008', { keywords: ['blocker'] });
