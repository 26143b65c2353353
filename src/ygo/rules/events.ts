/** Recording what happened: rule events (for triggers and "when …" conditions) and log events. */
import type { PlayerId } from '../../core/decision.ts';
import type { YgoEvent } from '../events.ts';
import {
  Reason,
  type Counters,
  type DuelEventRecord,
  type DuelState,
  type Location,
  type SummonKind,
  type TriggerEvent,
} from '../state.ts';
import { counterHooksOnEvent } from './counters.ts';
import { eventHooksOnEvent } from './event-hooks.ts';
import { cardDef } from '../cards/registry.ts';
import { isMonsterCard, isMonsterEffect } from './card-types.ts';
import { printedEffectOf } from './gained.ts';

/** 003 §3.4.4: the link is a monster effect's activation (not a card activation, not a Pendulum Effect). */
function isMonsterEffectLinkOf(l: { code: number; effect: number; cardActivation: boolean }): boolean {
  if (l.cardActivation) return false;
  const e = printedEffectOf(l.code, l.effect);
  return e !== undefined && e.pendulum !== true && isMonsterEffect(cardDef(l.code), e);
}

/** Log an event for the event stream (filtered per player by view.ts). */
export function log(duel: DuelState, event: YgoEvent): void {
  duel.runLogged++;
  // A re-run of a task repeats what it did before it asked: those events were logged already.
  if (duel.runSkip > 0) {
    duel.runSkip--;
    return;
  }
  duel.events.push(published(duel, event));
}

/**
 * The event as it is published: card instances named by their public handles at this moment (issue 11 item 21),
 * so a later move through a hidden zone cannot be linked back to it. The fields that name cards: `card`,
 * `attacker`, `target`, `substitute` (numbers, -1 and below are not cards) and `cards`, `tributes` (lists).
 */
function published(duel: DuelState, event: YgoEvent): YgoEvent {
  const e = event as unknown as CardFields;
  const cards = duel.cards;
  if (e.card !== undefined && e.card >= 0) e.card = cards[e.card]!.alias;
  if (e.attacker !== undefined && e.attacker >= 0) e.attacker = cards[e.attacker]!.alias;
  if (e.target !== undefined && e.target >= 0) e.target = cards[e.target]!.alias;
  if (e.substitute !== undefined && e.substitute >= 0) e.substitute = cards[e.substitute]!.alias;
  if (e.cards !== undefined) e.cards = e.cards.map((u) => (u >= 0 ? cards[u]!.alias : u));
  if (e.tributes !== undefined) e.tributes = e.tributes.map((u) => (u >= 0 ? cards[u]!.alias : u));
  return event;
}

interface CardFields {
  card?: number;
  attacker?: number;
  target?: number;
  substitute?: number;
  cards?: number[];
  tributes?: number[];
}

/** Start a new simultaneous action: events after this share a new group (003 §3.4.4 "then"). */
export function newGroup(duel: DuelState): void {
  duel.group++;
}

/** Record a rule event that triggers and "when …" cards may answer. */
export function raise(
  duel: DuelState,
  kind: TriggerEvent,
  uid: number,
  player: PlayerId,
  reason: number,
  from: Location | null,
  /** The card's controller before it moved, for events that need it (DuelEventRecord.controller). */
  controller?: PlayerId,
  /** How the card had been Summoned, for a monster destroyed on the field (DuelEventRecord.summon). */
  summon?: SummonKind | null,
  /**
   * Where and how the card was on the field, for a 'left-field' event (DuelEventRecord.faceUp, .seq); the counters it
   * had there, for a 'destroyed' event (DuelEventRecord.counters).
   */
  was?: { faceUp?: boolean; seq?: number; counters?: Counters; defense?: boolean },
): void {
  const c = duel.cards[uid];
  // Costs paid while a chain is built count as "in the chain" too: a "When … you can" trigger they cause
  // misses the timing once any link resolves (003 §3.3.2 TC-27/TC-28, §3.4.4 TC-86). A Summon's Tributes and
  // materials are followed by the Summon, the last thing that happened (003 §3.3.2, TC-27); so are the cards an
  // inherent Special Summon's procedure discards (TC-28).
  const procedure = (reason & Reason.SUMMON) !== 0 && (reason & (Reason.TRIBUTE | Reason.MATERIAL | Reason.COST)) !== 0;
  const inSequence = duel.resolving || duel.chain.length > 0 || procedure;
  const group = duel.group;
  const rec: DuelEventRecord = { kind, uid, stamp: c ? c.stamp : 0, player, reason, from, group, inSequence };
  if (controller !== undefined) rec.controller = controller;
  if (summon) rec.summon = summon;
  // 003 §3.4.3: a cost is paid for the activation on top of the chain, which is being activated.
  if ((reason & Reason.COST) !== 0 && !duel.resolving && duel.chain.length > 0) {
    const l = duel.chain[duel.chain.length - 1]!;
    rec.costFor = { uid: l.uid, code: l.code, effect: l.effect, cardActivation: l.cardActivation };
    // A monster sent to the GY for a monster effect's activation, remembered for the turn (High Tide on Fire Island).
    if (kind === 'to-gy' && c && c.location === 'gy' && isMonsterCard(c) && isMonsterEffectLinkOf(l))
      duel.players[c.owner].monsterEffectCosts.push({ uid, stamp: c.stamp });
  } else if (duel.resolving && duel.chain.length > 0) {
    const l = duel.chain[duel.chain.length - 1]!;
    rec.during = { uid: l.uid, effect: l.effect };
  }
  if (was) {
    if (was.faceUp !== undefined) rec.faceUp = was.faceUp;
    if (was.seq !== undefined) rec.seq = was.seq;
    if (was.counters !== undefined) rec.counters = was.counters;
    if (was.defense !== undefined) rec.defense = was.defense;
  }
  duel.raised.push(rec);
  // 003 §3.4.2: "each time …, place a counter on this card" applies at once, with no chain.
  counterHooksOnEvent(duel, rec);
  // 003 §3.4.2: other continuous effects answering the event at once (Ruins of the Divine Dragon Lords).
  eventHooksOnEvent(duel, rec);
}
