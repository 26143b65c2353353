/**
 * How the log names the players: "You" / "Opponent" for a seated player, "Player 1" / "Player 2" for a spectator or
 * a replay, with the verb agreeing ("You draw", "Opponent draws").
 */
import type { PlayerId } from '../../../src/core/decision.ts';

export interface Players {
  /** "You", "Opponent", "Player 1". */
  name(p: PlayerId): string;
  /** "your", "Opponent's". */
  their(p: PlayerId): string;
  /** The player and the verb phrase, the verb's first word agreeing: act(1, 'take control') → "Opponent takes control". */
  act(p: PlayerId, verb: string): string;
}

function thirdPerson(word: string): string {
  return /(?:o|s|sh|ch|x)$/.test(word) ? `${word}es` : `${word}s`;
}

export function players(seat: PlayerId | null): Players {
  const name = (p: PlayerId): string => (seat === null ? `Player ${p + 1}` : p === seat ? 'You' : 'Opponent');
  return {
    name,
    their: (p) => (seat !== null && p === seat ? 'your' : `${name(p)}'s`),
    act: (p, verb) => {
      if (seat !== null && p === seat) return `You ${verb}`;
      const [first = '', ...rest] = verb.split(' ');
      return [name(p), thirdPerson(first), ...rest].join(' ');
    },
  };
}
