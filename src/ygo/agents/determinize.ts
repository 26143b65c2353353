/**
 * The Yu-Gi-Oh! determinizer and evaluator for the search agent (issue 9, src/core/search.ts).
 *
 * What a player cannot see (ARCHITECTURE §4): the opponent's hand, Deck, face-down Extra Deck, face-down field cards
 * and face-down banished cards; the order of both Decks; the duel's future random draws. A determinization re-deals
 * the opponent's hidden cards among those hidden places, keeping what the player does see of them: how many are where,
 * that a face-down monster is a monster card and a face-down card in a Spell & Trap Zone a Spell or Trap (a Field Zone
 * card a Field Spell), that an Extra Deck card is an Extra Deck monster. The player's own Deck keeps its cards in a
 * new order, and the generator is re-seeded. The codes are first put in a canonical order, so the result depends on
 * which cards are hidden, never on where they really are.
 */
import type { PlayerId } from '../../core/decision.ts';
import { nextUint32, seedRng, shuffleInPlace, type RngState } from '../../core/rng.ts';
import { isExtraDeckMonster } from '../card-stats.ts';
import { cardDef } from '../cards/registry.ts';
import { ygoGame } from '../game.ts';
import type { DuelState } from '../state.ts';
import { atkOf } from '../rules/stats.ts';

type Slot = 'monster' | 'spell-trap' | 'field' | 'any';

function fits(code: number, slot: Slot): boolean {
  const def = cardDef(code);
  switch (slot) {
    case 'monster':
      return def.kind === 'monster';
    case 'spell-trap':
      return (def.kind === 'spell' && def.spellType !== 'field') || def.kind === 'trap';
    case 'field':
      return def.spellType === 'field';
    case 'any':
      return true;
  }
}

/** Deal `codes` (canonically sorted, then shuffled) to `slots`: the constrained ones first, then the rest. */
function deal(duel: DuelState, all: { uid: number; slot: Slot }[], known: ReadonlySet<number>, rng: RngState): void {
  const slots = all.filter((s) => !known.has(s.uid));
  const codes = slots.map((s) => duel.cards[s.uid]!.code).sort((a, b) => a - b);
  shuffleInPlace(rng, codes);
  // Slots in a canonical order too (kind, then card instance): where the cards really are must not show through.
  const order = [...slots].sort((a, b) => rank(a.slot) - rank(b.slot) || a.uid - b.uid);
  for (const s of order) {
    let i = codes.findIndex((c) => fits(c, s.slot));
    if (i < 0) i = 0;
    duel.cards[s.uid]!.code = codes[i]!;
    codes.splice(i, 1);
  }
}

const rank = (s: Slot): number => (s === 'field' ? 0 : s === 'monster' ? 1 : s === 'spell-trap' ? 2 : 3);

/** A duel consistent with what `player` knows of `state` (src/core/search.ts Determinizer). */
export function determinizeDuel(state: DuelState, player: PlayerId, rng: RngState): DuelState {
  const duel = ygoGame.clone(state);
  const o = (1 - player) as PlayerId;
  const opp = duel.players[o];
  const main: { uid: number; slot: Slot }[] = [];
  const extra: { uid: number; slot: Slot }[] = [];
  for (const u of opp.hand) main.push({ uid: u, slot: 'any' });
  for (const u of opp.deck) main.push({ uid: u, slot: 'any' });
  for (const u of opp.extra) if (!duel.cards[u]!.faceUp) extra.push({ uid: u, slot: 'any' });
  for (const c of duel.cards) {
    if (c.owner !== o || c.faceUp) continue;
    if (c.location === 'mzone') main.push({ uid: c.uid, slot: 'monster' });
    else if (c.location === 'szone') main.push({ uid: c.uid, slot: 'spell-trap' });
    else if (c.location === 'fzone') main.push({ uid: c.uid, slot: 'field' });
    else if (c.location === 'banished') {
      // A face-down banished card: from the Main Deck or the Extra Deck, as its kind says (the rest stays hidden).
      (isExtraDeckMonster(cardDef(c.code)) ? extra : main).push({ uid: c.uid, slot: 'any' });
    }
  }
  // The cards the player's pending decision names are known to them (a revealed hand, an excavated card): they stay.
  const known = new Set<number>();
  const pending = state.pending?.player === player ? state.pending.options : [];
  for (const o of pending) {
    if (o.card === undefined) continue;
    const c = duel.cards.find((x) => x.alias === o.card);
    if (c) known.add(c.uid);
  }
  deal(duel, main, known, rng);
  deal(duel, extra, known, rng);
  // Deck orders: unknown to both players; drawn afresh from a canonical order.
  for (const d of [duel.players[player].deck, opp.deck]) {
    d.sort((a, b) => a - b);
    shuffleInPlace(rng, d);
  }
  duel.rng = seedRng(nextUint32(rng));
  return duel;
}

/** How good the duel is for `player` in [0, 1]: the result if it is over, else Life Points and the board. */
export function evaluateDuel(duel: DuelState, player: PlayerId): number {
  const r = duel.result;
  if (r) return r.winner === null ? 0.5 : r.winner === player ? 1 : 0;
  const me = duel.players[player];
  const op = duel.players[(1 - player) as PlayerId];
  const board = (p: PlayerId): number => {
    let atk = 0;
    let n = 0;
    for (const c of duel.cards) {
      if (c.controller !== p || (c.location !== 'mzone' && c.location !== 'szone')) continue;
      n++;
      if (c.location === 'mzone') atk += c.faceUp ? atkOf(duel, c) : 1000;
    }
    return atk / 3000 + n * 0.3 + duel.players[p].hand.length * 0.25;
  };
  const x = (me.lp - op.lp) / 4000 + (board(player) - board((1 - player) as PlayerId)) * 0.5;
  return 0.5 + 0.5 * Math.tanh(x);
}
