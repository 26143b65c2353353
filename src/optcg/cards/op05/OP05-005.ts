/** OP05-005 Karasu: [On Play] If your Leader has the {Revolutionary Army} type, give up to 1 of your opponent's Leader or Character cards −1000 power during this turn. [When Attacking] If this Character has 7000 power or more, give up to 1 of your opponent's Leader or Character cards −1000 power during this turn. */
import { addPower, card, leaderHasType, onPlay, onlyIf, whenAttacking } from '../dsl.ts';
import { selfPowerAtLeast } from '../conditions.ts';

const minus1000 = addPower(-1000, 'turn', 1, { side: 'opponent', leader: true });

export default card('OP05-005', {
  text: "[On Play] If your Leader has the {Revolutionary Army} type, give up to 1 of your opponent's Leader or Character cards −1000 power during this turn.\n[When Attacking] If this Character has 7000 power or more, give up to 1 of your opponent's Leader or Character cards −1000 power during this turn.",
  abilities: [
    onPlay(
      { text: 'with a Revolutionary Army Leader, −1000 this turn' },
      onlyIf(leaderHasType('Revolutionary Army'), minus1000),
    ),
    whenAttacking({ text: 'with 7000 power or more, −1000 this turn' }, onlyIf(selfPowerAtLeast(7000), minus1000)),
  ],
});
