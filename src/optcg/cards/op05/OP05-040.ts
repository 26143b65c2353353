/** OP05-040 Birdcage: If your Leader is [Donquixote Doflamingo], all Characters with a cost of 5 or less do not become active in your and your opponent's Refresh Phases. [End of Your Turn] If you have 10 DON!! cards on your field, K.O. all rested Characters with a cost of 5 or less. Then, trash this Stage. */
import { card, donOnFieldAtLeast, endOfYourTurn, koAll, leaderIs, onlyIfAll } from '../dsl.ts';
import { staysRestedAura, trashThisStage } from '../grants.ts';

export default card('OP05-040', {
  text: "If your Leader is [Donquixote Doflamingo], all Characters with a cost of 5 or less do not become active in your and your opponent's Refresh Phases.\n[End of Your Turn] If you have 10 DON!! cards on your field, K.O. all rested Characters with a cost of 5 or less. Then, trash this Stage.",
  auras: [staysRestedAura([leaderIs('Donquixote Doflamingo')], { side: 'any', maxCost: 5 })],
  abilities: [
    endOfYourTurn(
      { text: 'with 10 DON!!, K.O. all rested Characters with a cost of 5 or less, then trash this Stage' },
      ...onlyIfAll(donOnFieldAtLeast(10), koAll({ side: 'any', rested: true, maxCost: 5 }), trashThisStage),
    ),
  ],
});
