/**
 * ARCHITECTURE §4: what a player may know. Own hand and Extra Deck, both GYs, face-up cards,
 * own face-down cards, counts of hidden zones. Never the opponent's hand, any Deck order, the
 * opponent's face-down cards. A spectator's public view is what both players know: neither hand, no face-down card.
 */
import { nameTextOf } from './rules/identity.ts';
import type { Decision, PlayerId } from '../core/decision.ts';
import type { GameEvent } from '../core/game.ts';
import { cardDef } from './cards/registry.ts';
import { atkOf, defOf } from './rules/stats.ts';
import { levelOf } from './rules/level.ts';
import { aliasOf } from './rules/zones.ts';
import type { Counters, DuelState } from './state.ts';
import { COUNTER_KINDS } from './rules/counters.ts';
import { ygoEventFor, type YgoEvent } from './events.ts';

export interface CardView {
  /**
   * The card's public handle: the id events and options use for it too. It changes when the card passes through
   * a place someone cannot see (a Deck, a hand, face-down), so it cannot be linked to an earlier sighting.
   */
  id: number;
  /** Present only when this player may know the card. */
  code?: number;
  name?: string;
  faceUp: boolean;
  defense?: boolean;
  atk?: number;
  def?: number;
  /** 003 §3.3.1: its current Level, when an effect changed it (otherwise the printed one applies). */
  level?: number;
  /** An Xyz Monster's Xyz Materials, face-up and public (003 §3.3.2). */
  materials?: CardView[];
  /** Who controls it, for a card in an Extra Monster Zone (003 §3.2.1: the two zones are shared; public). */
  controller?: PlayerId;
  /** 003 §3.4.4: the counters on a face-up card on the field, by kind (public information). */
  counters?: Counters;
}

export interface PlayerView {
  lp: number;
  hand: CardView[] | number;
  deck: number;
  /** Your own Extra Deck; the opponent's as a count. */
  extra: CardView[] | number;
  /** 003 §3.2.1: the face-up cards of the Extra Deck (Pendulum Monsters), public to both players. */
  extraFaceUp: CardView[];
  gy: CardView[];
  banished: CardView[];
  monsters: (CardView | null)[];
  spellsTraps: (CardView | null)[];
  field: CardView | null;
}

export interface DuelView {
  you: PlayerId;
  turn: number;
  turnPlayer: PlayerId;
  phase: string;
  battleStep: string | null;
  players: [PlayerView, PlayerView];
  extraMonsterZones: (CardView | null)[];
  chain: { card: number; code: number; player: PlayerId; targets: number[] }[];
  /** The decision, when it is this player's. */
  decision: Decision | null;
  result: DuelState['result'];
}

/** A spectator's view (Game.publicView): no seat, no decision, only what both players know. */
export type PublicDuelView = Omit<DuelView, 'you' | 'decision'> & { you: null; decision: null };

/** The one looking: a player, or null for a spectator (who knows only what both players know). */
type Viewer = PlayerId | null;

function cardView(duel: DuelState, uid: number, viewer: Viewer, known: boolean): CardView {
  const c = duel.cards[uid]!;
  const v: CardView = { id: c.alias, faceUp: c.faceUp };
  if (c.location === 'mzone') v.defense = c.defense;
  if (known) {
    v.code = c.code;
    // 003 §3.3.1: the name it bears now (a renamed card shows its new name).
    v.name = nameTextOf(duel, c);
    if (c.location === 'mzone' && c.faceUp) {
      v.atk = atkOf(duel, c);
      // 003 §3.3.1: a Link Monster has no DEF (TC-22: "decrease DEF" does nothing to it).
      if (!cardDef(c.code).linkArrows) v.def = defOf(duel, c);
      const level = levelOf(duel, c);
      if (level !== (cardDef(c.code).level ?? 0)) v.level = level;
    }
  }
  void viewer;
  return v;
}

function fieldCard(duel: DuelState, uid: number, viewer: Viewer): CardView | null {
  if (uid < 0) return null;
  const c = duel.cards[uid]!;
  const v = cardView(duel, uid, viewer, c.faceUp || c.controller === viewer);
  if (c.overlay.length) v.materials = c.overlay.map((u) => cardView(duel, u, viewer, true));
  // 003 §3.4.4: counters sit on face-up cards only, in plain sight of both players.
  for (const k of COUNTER_KINDS) {
    const n = c.counters[k] ?? 0;
    if (n > 0) (v.counters ??= {})[k] = n;
  }
  return v;
}

export function viewDuel(duel: DuelState, viewer: PlayerId): DuelView {
  return buildView(duel, viewer) as DuelView;
}

/** The public view: what a spectator may see (ARCHITECTURE §4). */
export function publicDuelView(duel: DuelState): PublicDuelView {
  return buildView(duel, null) as PublicDuelView;
}

function buildView(duel: DuelState, viewer: Viewer): Omit<DuelView, 'you'> & { you: Viewer } {
  const players = ([0, 1] as const).map((p): PlayerView => {
    const pl = duel.players[p];
    const mine = p === viewer;
    return {
      lp: pl.lp,
      hand: mine ? pl.hand.map((u) => cardView(duel, u, viewer, true)) : pl.hand.length,
      deck: pl.deck.length,
      extra: mine ? pl.extra.map((u) => cardView(duel, u, viewer, true)) : pl.extra.length,
      extraFaceUp: pl.extra.filter((u) => duel.cards[u]!.faceUp).map((u) => cardView(duel, u, viewer, true)),
      gy: pl.gy.map((u) => cardView(duel, u, viewer, true)),
      // Face-down banished cards are known to their owner only.
      banished: pl.banished.map((u) => cardView(duel, u, viewer, duel.cards[u]!.faceUp || mine)),
      monsters: pl.mzone.map((u) => fieldCard(duel, u, viewer)),
      spellsTraps: pl.szone.map((u) => fieldCard(duel, u, viewer)),
      field: fieldCard(duel, pl.fzone, viewer),
    };
  }) as [PlayerView, PlayerView];
  return {
    you: viewer,
    turn: duel.turn,
    turnPlayer: duel.turnPlayer,
    phase: duel.phase,
    battleStep: duel.battleStep,
    players,
    extraMonsterZones: duel.emz.map((u) => {
      const v = fieldCard(duel, u, viewer);
      if (v) v.controller = duel.cards[u]!.controller;
      return v;
    }),
    chain: duel.chain.map((l) => ({
      card: aliasOf(duel, l.uid),
      code: l.code,
      player: l.player,
      targets: l.targets.map((u) => aliasOf(duel, u)),
    })),
    decision: duel.pending && viewer !== null && duel.pending.player === viewer ? duel.pending : null,
    result: duel.result,
  };
}

/** The event as `viewer` may see it: each event type declares its visibility in events.ts (a drawn or privately added card is its owner's). */
export function eventFor(event: GameEvent, viewer: PlayerId): GameEvent | null {
  return ygoEventFor(event as YgoEvent, viewer);
}

/** The event as a spectator may see it: what both players see of it (ARCHITECTURE §4). */
export function publicEventFor(event: GameEvent): GameEvent | null {
  return ygoEventFor(event as YgoEvent, null);
}
