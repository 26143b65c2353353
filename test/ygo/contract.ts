/** The Yu-Gi-Oh! module's descriptor for the contract battery (test/core/contract.ts). */
import type { PlayerId } from '../../src/core/decision.ts';
import { cardDef } from '../../src/ygo/cards/registry.ts';
import { ygoGame } from '../../src/ygo/game.ts';
import { ygoModule } from '../../src/ygo/module.ts';
import type { DuelState } from '../../src/ygo/state.ts';
import type { ContractDescriptor, HiddenCard } from '../core/contract.ts';

const deck = ygoModule.loadDeck('classic');
const RULES = ['master-rule-2020', 'master-rule-2020', 'master-rule-2', 'pre-2008', 'ocg-2005'] as const;
const configs = RULES.map((rules) => ygoModule.configFor([deck, deck], { rules }));

/** ARCHITECTURE §4: the opponent's hand, Extra Deck, face-down cards and face-down banished cards; both Decks (own: searchable). */
export function ygoHiddenFrom(d: DuelState, p: PlayerId): HiddenCard[] {
  const out: HiddenCard[] = [];
  const add = (u: number, searchable = false): void => {
    if (u < 0) return;
    const code = d.cards[u]!.code;
    out.push(searchable ? { id: u, identity: [code, cardDef(code).name], searchable } : { id: u, identity: [code, cardDef(code).name] });
  };
  const o = d.players[p === 0 ? 1 : 0];
  for (const u of o.hand) add(u);
  for (const u of o.deck) add(u);
  for (const u of o.extra) add(u);
  for (const u of d.players[p].deck) add(u, true);
  for (const u of o.banished) if (!d.cards[u]!.faceUp) add(u);
  for (const c of d.cards) if ((c.location === 'mzone' || c.location === 'szone' || c.location === 'fzone') && !c.faceUp && c.controller !== p) add(c.uid);
  return out;
}

export const ygoContract: ContractDescriptor<DuelState> = {
  name: 'ygo',
  game: ygoGame as ContractDescriptor<DuelState>['game'],
  config: (i) => configs[i % configs.length],
  games: 30,
  sampledDecisions: 300,
  optionDecisions: 1500,
  hiddenFrom: ygoHiddenFrom,
  idPairs: { uid: ['code', 'name'], card: ['code', 'name', 'label'], cards: ['codes'], attacker: ['code'], target: ['targetCode'] },
  revealing: ['reveal'],
  midway: (d) => (d.resolving ? 'resolution' : d.chain.length > 0 ? 'chain' : d.battle !== null ? 'battle' : null),
  minMidway: { resolution: 4, chain: 4, battle: 6 }, // taken over the 30 games: 7, 7, 11 (and 5 plain)
};
