/** OP03-033 Hatchan: [Trigger] If your Leader has the {East Blue} type, play this card. */
import { card, leaderHasType, onlyIf, playThis, trigger } from '../dsl.ts';

export default card('OP03-033', {
  text: '[Trigger] If your Leader has the {East Blue} type, play this card.',
  abilities: [
    trigger({ text: 'with an East Blue Leader, play this card' }, onlyIf(leaderHasType('East Blue'), playThis)),
  ],
});
