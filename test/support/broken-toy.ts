/**
 * The toy game with an engine failure in some games (an answer on turn 3 while player 0's total is odd): simulate's
 * failure handling, on the main thread and in worker threads (which import it from this file).
 */
import type { Answer, PlayerId } from '../../src/core/decision.ts';
import type { AnyGameModule } from '../../src/core/module.ts';
import { toyModule, type ToyState } from './toy-game.ts';

export const brokenToyModule = {
  ...toyModule,
  game: {
    ...toyModule.game,
    respond: (state: ToyState, player: PlayerId, answer: Answer) => {
      if (state.turn === 3 && state.totals[0] % 2 === 1) throw new TypeError('boom');
      return toyModule.game.respond(state, player, answer);
    },
  },
} as unknown as AnyGameModule;
