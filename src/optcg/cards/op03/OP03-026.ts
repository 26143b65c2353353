/** OP03-026 Kuroobi: [On Play] If your Leader has the {East Blue} type, rest up to 1 of your opponent's Characters. [Trigger] Play this card. */
import { card, leaderHasType, onPlay, onlyIf, playThis, rest, trigger } from '../dsl.ts';

export default card('OP03-026', {
  text: "[On Play] If your Leader has the {East Blue} type, rest up to 1 of your opponent's Characters. [Trigger] Play this card.",
  abilities: [
    onPlay(
      { text: "with an East Blue Leader, rest up to 1 opponent's Character" },
      onlyIf(leaderHasType('East Blue'), rest(1, { side: 'opponent' })),
    ),
    trigger({ text: 'play this card' }, playThis),
  ],
});
