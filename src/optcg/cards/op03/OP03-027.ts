/** OP03-027 Sham: [On Play] If your Leader has the {East Blue} type, rest up to 1 of your opponent's Characters with a cost of 2 or less and, if you don't have [Buchi], play up to 1 [Buchi] from your hand. */
import { card, leaderHasType, noCharacterNamed, onPlay, onlyIf, playFromHand, rest, onlyIfAll } from '../dsl.ts';

export default card('OP03-027', {
  text: "[On Play] If your Leader has the {East Blue} type, rest up to 1 of your opponent's Characters with a cost of 2 or less and, if you don't have [Buchi], play up to 1 [Buchi] from your hand.",
  abilities: [
    onPlay(
      { text: 'with an East Blue Leader, rest up to 1 with a cost of 2 or less; without [Buchi], play [Buchi]' },
      ...onlyIfAll(
        leaderHasType('East Blue'),
        rest(1, { side: 'opponent', maxCost: 2 }),
        onlyIf(noCharacterNamed('Buchi'), playFromHand(1, { nameIs: 'Buchi' }, 'Character')),
      ),
    ),
  ],
});
