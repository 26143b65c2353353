/** OP04-094 Trueno Bastardo: [Main] Choose up to 1 of your opponent's Characters with a cost of 4 or less and K.O. it. If you have 15 or more cards in your trash, choose up to 1 of your opponent's Characters with a cost of 6 or less instead of a Character with a cost of 4 or less. [Trigger] You may rest your Leader: K.O. up to 1 of your opponent's Characters with a cost of 5 or less. */
import { cost } from '../../rules/power.ts';
import { trashAtLeast } from '../deck.ts';
import { card, ko, main, trigger } from '../dsl.ts';
import { restLeaderCost } from '../leader.ts';

export default card('OP04-094', {
  text: "[Main] Choose up to 1 of your opponent's Characters with a cost of 4 or less and K.O. it. If you have 15 or more cards in your trash, choose up to 1 of your opponent's Characters with a cost of 6 or less instead of a Character with a cost of 4 or less. [Trigger] You may rest your Leader: K.O. up to 1 of your opponent's Characters with a cost of 5 or less.",
  abilities: [
    main(
      { text: 'K.O. a cost-4-or-less Character (cost 6 or less with 15 or more cards in trash)' },
      // "If you have 15 or more cards in your trash, … with a cost of 6 or less instead": read as it resolves.
      ko(1, {
        side: 'opponent',
        where: (g, c, self) => cost(g, c) <= (trashAtLeast(15)(g, self, g.owner[self]!) ? 6 : 4),
      }),
    ),
    trigger(
      { cost: [restLeaderCost], mayPay: true, text: 'rest your Leader: K.O. a cost-5-or-less Character' },
      ko(1, { side: 'opponent', maxCost: 5 }),
    ),
  ],
});
