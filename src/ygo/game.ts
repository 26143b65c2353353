/** The Yu-Gi-Oh! OCG duel as the kernel's Game (ARCHITECTURE §1). */
import type { Decision, PlayerId } from '../core/decision.ts';
import type { Game, GameEvent, GameResult, RespondResult } from '../core/game.ts';
import './cards/index.ts';
import './rules/setup.ts';
import './rules/turn.ts';
import './rules/window.ts';
import './rules/chain.ts';
import './rules/triggers.ts';
import './rules/activation.ts';
import './rules/summon.ts';
import './rules/battle.ts';
import { cloneDuel } from './clone.ts';
import { respond as engineRespond, run } from './rules/engine.ts';
import { createDuel } from './rules/setup.ts';
import type { DuelConfig, DuelState } from './state.ts';
import { eventFor, viewDuel, type DuelView } from './view.ts';
import { RuleError } from '../core/decision.ts';
import { loseDuel } from './rules/win.ts';

export const ygoGame: Game<DuelState, DuelConfig, DuelView> = {
  id: 'ygo',
  create(config: DuelConfig, seed: number | string): DuelState {
    const duel = createDuel(config, seed);
    run(duel);
    return duel;
  },
  decision(state: DuelState): Decision | null {
    return state.result ? null : state.pending;
  },
  respond(state: DuelState, player: PlayerId, answer: readonly number[]): RespondResult {
    if (state.result) return { ok: false, error: new RuleError('DUEL_OVER', state.result.rule, 'the duel is over') };
    return engineRespond(state, player, answer);
  },
  surrender(state: DuelState, player: PlayerId): RespondResult {
    if (state.result) return { ok: false, error: new RuleError('DUEL_OVER', state.result.rule, 'the duel is over') };
    // 003 §3.1.4: a player may surrender at any time; the opponent wins.
    loseDuel(state, player, 'surrender', '003 §3.1.4');
    return { ok: true };
  },
  result(state: DuelState): GameResult | null {
    return state.result;
  },
  view(state: DuelState, player: PlayerId): DuelView {
    return viewDuel(state, player);
  },
  drainEvents(state: DuelState): GameEvent[] {
    const evs = state.events;
    state.events = [];
    return evs;
  },
  eventFor,
  clone: cloneDuel,
  serialize(state: DuelState): string {
    return JSON.stringify(state);
  },
  deserialize(text: string): DuelState {
    return JSON.parse(text) as DuelState;
  },
  turn(state: DuelState): number {
    return state.turn;
  },
};
