/** OP01-121 Yamato: Also treat this card's name as [Kouzuki Oden] according to the rules. [Double Attack] (This card deals 2 damage.) [Banish] (When this card deals damage, the target card is trashed without activating its Trigger.) */
import { card } from '../dsl.ts';

export default card('OP01-121', {
  text: "Also treat this card's name as [Kouzuki Oden] according to the rules.\n[Double Attack] (This card deals 2 damage.)\n[Banish] (When this card deals damage, the target card is trashed without activating its Trigger.)",
  // 001 §2-1-2: its name is also [Kouzuki Oden] for every rule and effect that reads names.
  alsoNamed: ['Kouzuki Oden'],
  keywords: ['doubleAttack', 'banish'],
});
