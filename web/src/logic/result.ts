/** How a game ended, in words: the engines' reasons (`GameResult.reason`) as a sentence; an unknown one as itself. */
import type { GameResult } from '../../../src/core/game.ts';
import type { Players } from './players.ts';

const REASONS: Record<string, string> = {
  // Yu-Gi-Oh! (003 §3.1.4, §3.5.3)
  'lp-zero': 'LP reached 0',
  'deck-out': 'a player could not draw',
  'win-condition': 'a card’s win condition',
  surrender: 'a player surrendered',
  // ONE PIECE (001 §9-2-1, §1-2-3)
  'damage-at-zero-life': 'a Leader took damage with no Life left',
  'both-lose': 'both players lost at once',
  concede: 'a player conceded',
  'infinite-loop': 'an endless loop',
  // The match server ends a match for these.
  timeout: 'a clock ran out',
  abandoned: 'a player left and did not come back',
};

export function reasonText(reason: string): string {
  return REASONS[reason] ?? reason.replace(/-/g, ' ');
}

export function resultText(r: GameResult, who: Players): string {
  return r.winner === null ? 'A draw' : who.act(r.winner, 'win');
}
