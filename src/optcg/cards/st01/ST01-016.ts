/** ST01-016 Diable Jambe: [Main] Select up to 1 of your {Straw Hat Crew} type Leader or Character cards. Your opponent cannot activate [Blocker] if that Leader or Character attacks during this turn. [Trigger] K.O. up to 1 of your opponent's [Blocker] Characters with a cost of 3 or less. */
import { card, ko, main, noBlockerWhenAttacks, trigger } from '../dsl.ts';

export default card('ST01-016', {
  text: "[Main] Select up to 1 of your {Straw Hat Crew} type Leader or Character cards. Your opponent cannot activate [Blocker] if that Leader or Character attacks during this turn. [Trigger] K.O. up to 1 of your opponent's [Blocker] Characters with a cost of 3 or less.",
  abilities: [
    main(
      { text: 'no [Blocker] against the chosen attacker this turn' },
      noBlockerWhenAttacks(1, { side: 'own', leader: true, types: ['Straw Hat Crew'] }),
    ),
    trigger(
      { text: "K.O. up to 1 opponent's [Blocker] with cost 3 or less" },
      ko(1, { side: 'opponent', keyword: 'blocker', maxCost: 3 }),
    ),
  ],
});
