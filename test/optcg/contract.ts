/** The ONE PIECE module's descriptor for the contract battery (test/core/contract.ts). */
import type { PlayerId } from '../../src/core/decision.ts';
import { defOf } from '../../src/optcg/cards/defs.ts';
import { BUNDLED_DECKS, loadDeck } from '../../src/optcg/decks.ts';
import { optcgGame } from '../../src/optcg/engine.ts';
import type { OptcgConfig, OptcgState } from '../../src/optcg/types.ts';
import type { ContractDescriptor, HiddenCard } from '../core/contract.ts';

const decks = BUNDLED_DECKS.map(loadDeck);
/** Every pairing of the bundled decks, mirrors included, each once (issue 8: property tests over all pairings). */
export const deckPairings: readonly { names: readonly [string, string]; config: OptcgConfig }[] = decks.flatMap(
  (a, i) =>
    decks.slice(i).map((b, k) => ({
      names: [BUNDLED_DECKS[i]!, BUNDLED_DECKS[i + k]!] as const,
      config: { decks: [a, b] } as OptcgConfig,
    })),
);

/** Game `i` plays pairing `i mod P`; the next lap swaps the seats, so CONTRACT_SCALE ≥ 2 plays each both ways. */
export function pairingConfig(i: number): OptcgConfig {
  const p = deckPairings[i % deckPairings.length]!.config;
  return Math.floor(i / deckPairings.length) % 2 === 0 ? p : { decks: [p.decks[1], p.decks[0]] };
}

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
  config: pairingConfig,
  // One game per pairing per check (171 with 18 decks); CONTRACT_SCALE=N plays N laps, seats swapped every other lap.
  games: deckPairings.length,
  sampledDecisions: 400,
  hiddenFrom: optcgHiddenFrom,
  idPairs: {
    id: ['number', 'name'],
    card: ['code', 'label'],
    cards: ['codes'],
    attacker: ['attackerCode'],
    target: ['targetCode'],
  },
  // A look shows its player the cards looked at, a Life card too (ST07-003: "your or your opponent's Life cards";
  // 001 §11-3-1, §3-10-3); eventFor gives it to that player alone (test/optcg/rules/abilities.test.ts).
  revealing: ['reveal', 'add-to-hand', 'trigger', 'look'],
  midway: (g) => (g.task !== null ? 'resolution' : g.battle !== null ? 'battle' : null),
  minMidway: { resolution: 35, battle: 85 }, // taken over the 171 games: 50, 121
};
