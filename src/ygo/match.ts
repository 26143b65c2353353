/**
 * Matches (003 §3.7: best of 3; 000 p.27, 002 p.25): two wins, or one win and two draws, win the Match;
 * 1-1-1 or three draws is a Match draw. In later Duels the previous Duel's loser chooses first or
 * second; after a drawn Duel the coin decides again (003 §3.6.1).
 */
import type { Agent } from '../core/agents.ts';
import type { PlayerId } from '../core/decision.ts';
import type { GameResult } from '../core/game.ts';
import { runMatch, type MatchOutcome } from '../core/match.ts';
import { ygoGame } from './game.ts';
import type { DuelConfig } from './state.ts';

export interface MatchStanding {
  /** Winner of each Duel so far (null: a drawn Duel). */
  duels: (PlayerId | null)[];
  over: boolean;
  /** The Match winner, or null for a Match draw (meaningful once over). */
  winner: PlayerId | null;
}

/**
 * Score a Match from its Duel results (000 p.27; 002 p.25). `matchWin`: a Duel won by a "you win the Match" card
 * (Victory Dragon, 004), whose winner has won the Match whatever the score; it can only happen in a Duel that is
 * played, so never once the Match is over (004: after losing two Duels, Victory Dragon is too late).
 */
export function matchStanding(duels: readonly (PlayerId | null)[], matchWin: PlayerId | null = null): MatchStanding {
  const wins = [0, 0];
  let draws = 0;
  for (const d of duels) {
    if (d === null) draws++;
    else wins[d]!++;
  }
  const standing = (over: boolean, winner: PlayerId | null): MatchStanding => ({ duels: duels.slice(), over, winner });
  if (matchWin !== null) return standing(true, matchWin);
  for (const p of [0, 1] as const) if (wins[p] === 2) return standing(true, p);
  if (duels.length < 3) return standing(false, null);
  // After three Duels: one win and two draws wins; 1-1-1 and three draws are Match draws.
  for (const p of [0, 1] as const) if (wins[p] === 1 && draws === 2) return standing(true, p);
  return standing(true, null);
}

export interface MatchPlay {
  standing: MatchStanding;
  results: (GameResult | null)[];
  outcomes: MatchOutcome[];
}

/** Play a best-of-3 Match between two agents; Duel i uses seed `${seed}:${i}`. */
export function playMatch(config: DuelConfig, seed: number | string, agents: readonly [Agent, Agent]): MatchPlay {
  const outcomes: MatchOutcome[] = [];
  const winners: (PlayerId | null)[] = [];
  let matchWin: PlayerId | null = null;
  for (let i = 0; !matchStanding(winners, matchWin).over; i++) {
    const last = outcomes.length ? outcomes[outcomes.length - 1]!.result : null;
    const duelConfig: DuelConfig = { ...config };
    delete duelConfig.firstPlayer;
    delete duelConfig.chooser;
    // 003 §3.6.1: the previous Duel's loser picks; after a draw (or for the first Duel) the coin decides.
    if (last && last.winner !== null) duelConfig.chooser = (1 - last.winner) as PlayerId;
    const out = runMatch(ygoGame, duelConfig, `${seed}:${i}`, agents);
    outcomes.push(out);
    winners.push(out.result ? out.result.winner : null);
    // 004: a Duel won by "you win the Match" (Victory Dragon) ends the Match.
    if (out.result?.reason === 'match-win') matchWin = out.result.winner;
  }
  return { standing: matchStanding(winners, matchWin), results: outcomes.map((o) => o.result), outcomes };
}
