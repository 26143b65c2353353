/** OP01-060 Donquixote Doflamingo: [DON!! x2] [When Attacking] ① (You may rest the specified number of DON!! cards in your cost area.): Reveal 1 card from the top of your deck. If that card is a {The Seven Warlords of the Sea} type Character card with a cost of 4 or less, you may play that card rested. */
import { card, donX, restDonCost, revealTopMayPlay, whenAttacking } from '../dsl.ts';

export default card('OP01-060', {
  text: '[DON!! x2] [When Attacking] ① (You may rest the specified number of DON!! cards in your cost area.): Reveal 1 card from the top of your deck. If that card is a {The Seven Warlords of the Sea} type Character card with a cost of 4 or less, you may play that card rested.',
  abilities: [
    whenAttacking(
      {
        text: 'reveal the top card; play a {The Seven Warlords of the Sea} Character (cost 4 or less) rested',
        if: [donX(2)],
        cost: [restDonCost(1)],
        mayPay: true,
      },
      revealTopMayPlay({ types: ['The Seven Warlords of the Sea'], maxCost: 4 }, true),
    ),
  ],
});
