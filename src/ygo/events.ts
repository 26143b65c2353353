/**
 * Every event the Yu-Gi-Oh! engine logs (review 3.8), with its fields, and who may see what of it
 * (ARCHITECTURE §4). `DuelState.events` holds `YgoEvent`s, so an event with an unknown type or a missing
 * field does not compile, and `VISIBILITY` must name a visibility for every type.
 */
import type { PlayerId } from '../core/decision.ts';
import type { CounterKind, Location, Phase, SkippablePhase, SummonKind } from './state.ts';

/** Event fields by type. `card` is a card instance (uid), `code` its passcode; `code` is absent when the card was face-down. */
interface YgoEventFields {
  /** A card or effect was activated as chain link `chainLink`: its `card`, `code`, `player`, effect index `effect` and text `label`. */
  activate: { chainLink: number; card: number; code: number; player: PlayerId; effect: number; label: string };
  /** An attack was declared by `attacker` (`code`) on `target` (-1: direct; `targetCode` when face-up). */
  attack: { attacker: number; code: number; target: number; targetCode?: number | undefined };
  /** The attack of `attacker` was cancelled (its target left and no replay, 003 §3.6.3). */
  'attack-cancelled': { attacker: number };
  /** The attack of `attacker` ended without a Damage Step. */
  'attack-ended': { attacker: number };
  /** An effect moved the attack of `attacker` to `target`. */
  'attack-target-changed': { attacker: number; target: number };
  /** `card` was banished from `from` for `reason` (Reason flags); `code` when face-up. */
  banished: { card: number; code?: number | undefined; from: Location; reason: number };
  /** The Battle Phase entered step `step`. */
  'battle-step': { step: 'battle' | 'end' };
  /** `card` (`code`) took `target` as its target outside a chain link (e.g. an Equip's monster). */
  'card-target': { card: number; code: number; target: number };
  /** The chain finished resolving. */
  'chain-end': Record<never, never>;
  /** The coin toss: `winner` won and `first` goes first. */
  'coin-toss': { winner: PlayerId; first: PlayerId };
  /** `change` counters of `kind` were placed on (+) or removed from (−) `card` (`code`), leaving `count` (003 §3.4.4). */
  counter: { card: number; code: number; kind: CounterKind; change: number; count: number };
  /** An End Phase processing of `player`'s applies (003 §3.6.3): `action`, left by `code` (0: a control change ending). */
  'end-processing': {
    player: PlayerId;
    code: number;
    action: 'destroy' | 'shuffle-into-deck' | 'return-from-banished' | 'set-card-to-gy' | 'return-control';
  };
  /** `player` took control of `card` (`code` when face-up). */
  control: { card: number; code?: number | undefined; player: PlayerId };
  /** `player` took `amount` damage (`battle` or effect) down to `lp`; `by` the player who caused it or -1. */
  /** `player` took `amount` damage; `source`: the card that inflicted it, when one did. */
  damage: { player: PlayerId; amount: number; battle: boolean; lp: number; by: PlayerId | -1; source?: number };
  /** Damage calculation between `attacker` (with `atk`) and `target` (-1: direct). */
  'damage-calculation': { attacker: number; target: number; atk: number };
  /** The Damage Step reached `timing`. */
  'damage-step': { timing: 'start' };
  /** The Damage Step ended. */
  'damage-step-end': Record<never, never>;
  /** `substitute` was destroyed instead of `card` (003 §2.2.3); `reason` of the destruction. */
  'destroy-replaced': { card: number; substitute: number; reason: number };
  /** `player` detached `card` (`code`), an Xyz Material, to the GY (003 §3.3.2). */
  detach: { card: number; code: number; player: PlayerId };
  /** `card` (`code`) was destroyed on `from` for `reason`; `faceUpBefore` whether it was face-up; `to` when not the GY. */
  destroyed: { card: number; code: number; from: Location; reason: number; faceUpBefore?: boolean; to?: 'banished' };
  /** `player` drew `card` (`code`): the code is the drawer's alone. */
  draw: { player: PlayerId; card: number; code: number };
  /** The duel ended: `winner` (a player), why (`reason`) and the `rule`. */
  'duel-end': { winner: number; reason: string; rule: string };
  /** The duel began: `first` goes first; both start at `lp`. */
  'duel-start': { first: PlayerId; lp: number };
  /** Equip Card `card` (`code`) was equipped to `target`. */
  equip: { card: number; code: number; target: number };
  /** `chooser` chose who goes first: `first` (003 §3.6.1, later duels of a match). */
  'first-chosen': { chooser: PlayerId; first: PlayerId };
  /** The activation of chain link `chainLink` (`card`, `code`) was negated. */
  'negate-activation': { chainLink: number; card: number; code: number };
  /** The effect of chain link `chainLink` (`card`, `code`) was negated. */
  'negate-effect': { chainLink: number; card: number; code: number };
  /** The attack of `attacker` was negated. */
  'negate-attack': { attacker: number };
  /** The Summon of `card` (`code`) was negated. */
  'negate-summon': { card: number; code: number };
  /** `player` paid `amount` LP as a cost, down to `lp`. */
  'pay-lp': { player: PlayerId; amount: number; lp: number };
  /** `player` lost `amount` LP by an effect ("you lose N LP": not damage, 003 §3.4.4), down to `lp`. */
  'lose-lp': { player: PlayerId; amount: number; lp: number };
  /** Turn `turn` entered phase `phase`. */
  phase: { phase: Phase; turn: number };
  /** `player` skipped their phase `phase` in turn `turn` (003 §3.6.3: "skips their next Main Phase 1"). */
  'phase-skipped': { phase: SkippablePhase; turn: number; player: PlayerId };
  /** `card` changed position: `faceUp`, `defense`; `code` when face-up. */
  position: { card: number; code?: number | undefined; faceUp: boolean; defense: boolean };
  /** `player` gained `amount` LP, up to `lp`. */
  recover: { player: PlayerId; amount: number; lp: number };
  /** A replay: `attacker` attacks `target` instead (-1: direct), or -2 when it stops. */
  replay: { attacker: number; target: number };
  /** Chain link `chainLink` (`card`, `code`) resolves. */
  resolve: { chainLink: number; card: number; code: number };
  /** `player`'s `cards` (`codes`) were shown to `to` (excavated, revealed hand, a looked-at card). */
  reveal: { player: PlayerId; to: PlayerId; cards: number[]; codes: number[] };
  /** `card` was sent to the GY from `from` for `reason`. */
  'sent-to-gy': { card: number; code: number; from: Location; reason: number };
  /** Token `card` (`code`) left the field and vanished (003 §3.3.2 "Tokens"). */
  vanished: { card: number; code: number; from: Location };
  /** `player` Set `card` by an effect (no code: it is face-down). */
  set: { card: number; player: PlayerId };
  /** `player` Set monster `card` face-down (no code). */
  'set-monster': { player: PlayerId; card: number };
  /** `player` Set Spell/Trap `card` face-down (no code). */
  'set-spell': { player: PlayerId; card: number };
  /** `player` shuffled their Deck. */
  shuffle: { player: PlayerId };
  /** `player` Special Summoned `card` (`code`) from `from` in `position`, as `kind`. */
  'special-summon': {
    card: number;
    code: number;
    player: PlayerId;
    from: Location;
    position: 'attack' | 'defense';
    kind: SummonKind | null;
  };
  /** The Summon of `card` (`code`) by `player` as `kind` succeeded. */
  summoned: { player: PlayerId; card: number; code: number; kind: SummonKind | null };
  /** `player` is Summoning `card` (`code`) as `kind`, Tributing `tributes` or using `materials` (it may still be negated). */
  summoning: {
    player: PlayerId;
    card: number;
    code: number;
    kind: SummonKind | null;
    tributes?: number[];
    materials?: number[];
  };
  /** Chain link `chainLink` targets `cards`. */
  targets: { chainLink: number; cards: number[] };
  /** `card` went to `player`'s hand from `from`; `code` and `reveal` when it was public (or searched). */
  'to-hand': { card: number; code?: number | undefined; from: Location; player: PlayerId; reveal: boolean };
  /** `card` went to the Deck (`position`) from `from`; `code` when it was public. */
  'to-deck': { card: number; code?: number | undefined; from: Location; position: 'top' | 'bottom' | 'shuffle' };
  /** `card` went to the Extra Deck from `from`; `code` when it was public. */
  'to-extra': { card: number; code?: number | undefined; from: Location; position: 'top' | 'bottom' | 'shuffle' };
  /** A temporarily banished `card` came back to `player`'s Monster Zone (003 §3.4.4); `code` when face-up. */
  'return-to-field': { card: number; code?: number | undefined; player: PlayerId };
  /** A temporarily banished `card` had no zone to return to and went to the GY, not "sent" there (003 §3.4.4). */
  'return-to-gy': { card: number; code: number };
  /** Turn `turn` of `player` began. */
  turn: { turn: number; player: PlayerId };
}

export type YgoEventType = keyof YgoEventFields;
/** One event of the given type. */
export type YgoEventOf<K extends YgoEventType> = { type: K } & YgoEventFields[K];
/** Any event the Yu-Gi-Oh! engine logs. */
export type YgoEvent = { [K in YgoEventType]: YgoEventOf<K> }[YgoEventType];

/** Who sees an event: everyone in full, or a function giving what `viewer` sees (null: nothing; a null viewer is a spectator, who sees what both players see). */
export type Visibility<E extends { type: string }> =
  'public' | ((event: E, viewer: PlayerId | null) => ({ type: E['type'] } & Partial<E>) | null);

/** ARCHITECTURE §4: every event type declares its visibility here (the type requires an entry per type). */
export const VISIBILITY: { [K in YgoEventType]: Visibility<YgoEventOf<K>> } = {
  activate: 'public',
  attack: 'public',
  'attack-cancelled': 'public',
  'attack-ended': 'public',
  'attack-target-changed': 'public',
  banished: 'public',
  'battle-step': 'public',
  'card-target': 'public',
  'chain-end': 'public',
  'coin-toss': 'public',
  control: 'public',
  // 003 §3.4.4: counters sit on face-up cards on the field: public.
  counter: 'public',
  'end-processing': 'public',
  damage: 'public',
  'damage-calculation': 'public',
  'damage-step': 'public',
  'damage-step-end': 'public',
  'destroy-replaced': 'public',
  destroyed: 'public',
  detach: 'public',
  // 003 §3.4.4: a drawn card is known to the one who drew it.
  draw: (e, viewer) => (e.player === viewer ? e : { type: 'draw', player: e.player, card: e.card }),
  'duel-end': 'public',
  'duel-start': 'public',
  equip: 'public',
  'first-chosen': 'public',
  'negate-activation': 'public',
  'negate-effect': 'public',
  'negate-attack': 'public',
  'negate-summon': 'public',
  'pay-lp': 'public',
  'lose-lp': 'public',
  phase: 'public',
  'phase-skipped': 'public',
  position: 'public',
  recover: 'public',
  replay: 'public',
  resolve: 'public',
  // Shown to both: the excavated/revealed cards are open to the opponent, and the owner knows their own. A player
  // looking at their own Deck's cards alone (Orea, 003 §3.2.1: the Deck is private) is told; the others see which
  // cards, not what they are.
  reveal: (e, viewer) => (e.player !== e.to || e.to === viewer ? e : { ...e, codes: [] }),
  'sent-to-gy': 'public',
  set: 'public',
  'set-monster': 'public',
  'set-spell': 'public',
  shuffle: 'public',
  'special-summon': 'public',
  summoned: 'public',
  summoning: 'public',
  targets: 'public',
  // A card added privately (not public before) is the owner's to know.
  'to-hand': (e, viewer) =>
    e.player === viewer || e.reveal ? e : { type: 'to-hand', player: e.player, card: e.card, from: e.from },
  'to-deck': 'public',
  'to-extra': 'public',
  'return-to-field': 'public',
  'return-to-gy': 'public',
  turn: 'public',
  vanished: 'public',
};

/** The event as `viewer` may see it (null: a spectator), by its declared visibility. */
export function ygoEventFor(event: YgoEvent, viewer: PlayerId | null): YgoEvent | null {
  const v = VISIBILITY[event.type] as Visibility<YgoEvent>;
  return v === 'public' ? event : (v(event, viewer) as YgoEvent | null);
}
