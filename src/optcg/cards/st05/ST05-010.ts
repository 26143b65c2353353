/** ST05-010 Zephyr: When this Character battles <Strike> attribute Characters, this Character gains +3000 power during this turn. [Activate: Main] [Once Per Turn] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Character gains +2000 power during this turn. */
import { battlesCharacterWithAttribute, whenThisBattles } from '../battle.ts';
import { activateMain, card, donMinus, gainPower } from '../dsl.ts';

export default card('ST05-010', {
  text: 'When this Character battles <Strike> attribute Characters, this Character gains +3000 power during this turn.\n[Activate: Main] [Once Per Turn] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Character gains +2000 power during this turn.',
  abilities: [
    // Met once the Block Step is over (a <Strike> [Blocker] that blocked counts; 001 §7-1-2-2), so the power is there
    // for the Counter and Damage Steps, in its owner's turn or the opponent's.
    whenThisBattles(
      { if: [battlesCharacterWithAttribute('Strike')], text: '+3000 power this turn' },
      gainPower(3000, 'turn'),
    ),
    activateMain({ once: true, cost: [donMinus(1)], text: 'DON!! −1: +2000 power this turn' }, gainPower(2000, 'turn')),
  ],
});
