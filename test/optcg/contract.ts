/** The ONE PIECE module's descriptor for the contract battery (test/core/contract.ts). */
import type { PlayerId } from '../../src/core/decision.ts';
import { defOf } from '../../src/optcg/cards/defs.ts';
import { loadDeck } from '../../src/optcg/decks.ts';
import { optcgGame } from '../../src/optcg/engine.ts';
import type { OptcgConfig, OptcgState } from '../../src/optcg/types.ts';
import type { ContractDescriptor, HiddenCard } from '../core/contract.ts';

const decks = ['st01', 'st02', 'st03', 'st04'].map(loadDeck);
const pairings: OptcgConfig[] = [];
for (const a of decks) for (const b of decks) pairings.push({ decks: [a, b] });

/**
 * 001 §3-1-4/§3-1-5, ARCHITECTURE §4: the opponent's hand and deck, both Life areas (face-down cards); the own deck
 * (searchable).
 */
export function optcgHiddenFrom(g: OptcgState, p: PlayerId): HiddenCard[] {
  const card = (c: number, searchable = false): HiddenCard => {
    const d = defOf(g.code[c]!);
    return searchable
      ? { id: c, identity: [d.number, d.stats.name], searchable }
      : { id: c, identity: [d.number, d.stats.name] };
  };
  const o = g.players[p === 0 ? 1 : 0],
    me = g.players[p];
  return [
    ...o.hand.map((c) => card(c)),
    ...o.deck.map((c) => card(c)),
    // 001 §3-10-2-1: a Life card an effect placed face up is open.
    ...o.life.filter((c) => g.faceUp[c] !== 1).map((c) => card(c)),
    ...me.life.filter((c) => g.faceUp[c] !== 1).map((c) => card(c)),
    ...me.deck.map((c) => card(c, true)),
  ];
}

export const optcgContract: ContractDescriptor<OptcgState> = {
  name: 'optcg',
  game: optcgGame as ContractDescriptor<OptcgState>['game'],
  config: (i) => pairings[(i * 7) % pairings.length],
  games: 40,
  sampledDecisions: 400,
  hiddenFrom: optcgHiddenFrom,
  idPairs: {
    id: ['number', 'name'],
    card: ['code', 'label'],
    cards: ['codes'],
    attacker: ['attackerCode'],
    target: ['targetCode'],
  },
  revealing: ['reveal', 'add-to-hand', 'trigger'],
  midway: (g) => (g.task !== null ? 'resolution' : g.battle !== null ? 'battle' : null),
  minMidway: { resolution: 8, battle: 15 }, // taken over the 40 games: 14, 26
};
