/**
 * What a player may know (001 §3-1-4, §3-1-5, ARCHITECTURE §4): open areas in full, their own
 * hand, and only the counts of the opponent's hand, both decks and both Life areas. A spectator's public view is
 * what both players know: the open areas and the counts of every secret area (neither hand).
 */
import type { PlayerId } from '../../core/decision.ts';
import type { GameResult } from '../../core/game.ts';
import { defAt } from '../cards/defs.ts';
import { power } from '../rules/power.ts';
import type { OptcgState } from '../types.ts';

export interface CardView {
  id: number;
  number: string;
  name: string;
  power?: number;
  cost?: number;
  counter?: number;
  rested?: boolean;
  don?: number;
}

export interface PlayerView {
  leader: CardView;
  life: number;
  /** Life cards top first: a face-up one in full (001 §3-10-2-1: an open card), a face-down one as null. */
  lifeCards: (CardView | null)[];
  /** Own hand only; null for the opponent. */
  hand: CardView[] | null;
  handCount: number;
  deckCount: number;
  trash: CardView[];
  characters: CardView[];
  stage: CardView | null;
  donDeck: number;
  donActive: number;
  donRested: number;
}

export interface OptcgView {
  you: PlayerId;
  turn: number;
  turnPlayer: PlayerId;
  phase: string;
  players: [PlayerView, PlayerView];
  battle: { attacker: number; target: number; step: string } | null;
  result: GameResult | null;
}

/** A spectator's view (Game.publicView): no seat and no hand. */
export type PublicOptcgView = Omit<OptcgView, 'you'> & { you: null };

function fieldCard(g: OptcgState, c: number): CardView {
  const d = defAt(g.code, c);
  const v: CardView = { id: c, number: d.number, name: d.stats.name, rested: g.rested[c] === 1, don: g.don[c]! };
  if (d.stats.category === 'Leader' || d.stats.category === 'Character') v.power = power(g, c); // 001 §2-6-1
  return v;
}

function plainCard(g: OptcgState, c: number): CardView {
  const d = defAt(g.code, c);
  const v: CardView = { id: c, number: d.number, name: d.stats.name };
  if (d.stats.cost !== undefined) v.cost = d.stats.cost;
  if (d.stats.power !== undefined) v.power = d.stats.power;
  if (d.stats.counter !== undefined) v.counter = d.stats.counter;
  return v;
}

export function view(g: OptcgState, player: PlayerId): OptcgView {
  return build(g, player) as OptcgView;
}

/** What anyone may know (001 §3-1-4: the open areas; §3-1-5: of a secret area, only its count). */
export function publicView(g: OptcgState): PublicOptcgView {
  return build(g, null) as PublicOptcgView;
}

function build(g: OptcgState, player: PlayerId | null): Omit<OptcgView, 'you'> & { you: PlayerId | null } {
  const players = [0, 1].map((p): PlayerView => {
    const ps = g.players[p]!;
    return {
      leader: fieldCard(g, ps.leader),
      life: ps.life.length,
      lifeCards: ps.life
        .slice()
        .reverse()
        .map((c) => (g.faceUp[c] === 1 ? plainCard(g, c) : null)),
      hand: p === player ? ps.hand.map((c) => plainCard(g, c)) : null,
      handCount: ps.hand.length,
      deckCount: ps.deck.length,
      trash: ps.trash.map((c) => plainCard(g, c)),
      characters: ps.chars.map((c) => fieldCard(g, c)),
      stage: ps.stage >= 0 ? fieldCard(g, ps.stage) : null,
      donDeck: ps.donDeck,
      donActive: ps.donActive,
      donRested: ps.donRested,
    };
  }) as [PlayerView, PlayerView];
  const b = g.battle;
  return {
    you: player,
    turn: g.turn,
    turnPlayer: g.turnPlayer,
    phase: g.phase,
    players,
    battle: b === null ? null : { attacker: b.attacker, target: b.target, step: b.step },
    result: g.result,
  };
}
