/**
 * The ONE PIECE determinizer and evaluator for the search agent (issue 9, src/core/search.ts).
 *
 * What a player cannot see (001 §3-1-4, §3-1-5): the opponent's hand, both decks and both Life areas (Life cards are
 * face-down to both players, except those an effect placed face up), and the game's future random draws. A determinization re-deals each player's hidden
 * cards among that player's hidden places: the opponent's hand, deck and Life; the player's own deck and Life (the
 * player knows their own hand). Codes are put in a canonical order first, so the result depends on which cards are
 * hidden, never on where they really are.
 */
import type { PlayerId } from '../../core/decision.ts';
import { nextUint32, seedRng, shuffleInPlace, type RngState } from '../../core/rng.ts';
import { clone } from '../engine.ts';
import type { OptcgState } from '../types.ts';

/** Re-deal the codes of `places` (lists of card ids) among them, from a canonical order; `known` cards stay. */
function deal(g: OptcgState, places: number[][], known: ReadonlySet<number>, rng: RngState): void {
  const ids = places
    .flat()
    .filter((c) => !known.has(c))
    .sort((a, b) => a - b);
  const codes = ids.map((c) => g.code[c]!).sort();
  shuffleInPlace(rng, codes);
  ids.forEach((c, i) => (g.code[c] = codes[i]!));
  // Orders too: a deck's and a Life area's order is nobody's knowledge (unless a card of it is known: left as is).
  for (const p of places) {
    if (p.some((c) => known.has(c))) continue;
    p.sort((a, b) => a - b);
    shuffleInPlace(rng, p);
  }
}

/** A game consistent with what `player` knows of `state` (src/core/search.ts Determinizer). */
export function determinizeGame(state: OptcgState, player: PlayerId, rng: RngState): OptcgState {
  const g = clone(state);
  // The card numbers are shared by clones: this one gets its own copy to re-deal.
  g.code = [...g.code];
  const me = g.players[player];
  const opp = g.players[(1 - player) as PlayerId];
  // The cards the player's pending decision names are known to them (a revealed Life card, a looked-at card).
  const known = new Set<number>();
  for (const o of state.decision?.player === player ? state.decision.options : [])
    if (o.card !== undefined) known.add(o.card);
  // 001 §3-10-2-1: a Life card an effect placed face up is open to both players (ST07-017, ST09-015).
  for (const ps of g.players) for (const c of ps.life) if (g.faceUp[c] === 1) known.add(c);
  deal(g, [opp.hand, opp.deck, opp.life], known, rng);
  deal(g, [me.deck, me.life], known, rng);
  g.rng = seedRng(nextUint32(rng));
  return g;
}

/** How good the game is for `player` in [0, 1]: the result if it is over, else Life, board and hand. */
export function evaluateGame(g: OptcgState, player: PlayerId): number {
  if (g.result) return g.result.winner === null ? 0.5 : g.result.winner === player ? 1 : 0;
  const side = (p: PlayerId): number => {
    const ps = g.players[p];
    return ps.life.length * 1.0 + ps.chars.length * 0.5 + ps.hand.length * 0.2;
  };
  return 0.5 + 0.5 * Math.tanh((side(player) - side((1 - player) as PlayerId)) / 3);
}
