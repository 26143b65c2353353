/** OP04-014 Monkey.D.Luffy: [Banish] (When this card deals damage, the target card is trashed without activating its Trigger.) */
import { card } from '../dsl.ts';

export default card('OP04-014', {
  text: '[Banish] (When this card deals damage, the target card is trashed without activating its Trigger.)',
  keywords: ['banish'],
});
