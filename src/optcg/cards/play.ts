/**
 * The card language of playing Characters (001 §3-7-3): the "when your opponent plays a Character" timing.
 *
 *   whenOpponentPlaysCharacter({ if: [opponentsTurn], once: true }, rest(1))   // OP04-024 Sugar
 */
import type { Ability, Step } from './defs.ts';
import { ability, type AbilityOptions } from './dsl.ts';

/** "When your opponent plays a Character" (OP04-024): from the hand or by an effect (001 §3-7-3). */
export const whenOpponentPlaysCharacter = (...a: (AbilityOptions | Step)[]): Ability =>
  ability('onOpponentPlaysCharacter', a);
