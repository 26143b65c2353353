/**
 * 003 §3.2: the places, and moving a card between them. A card that moves becomes a new
 * card (new stamp), loses what applied to it there, and goes to its owner's pile when it
 * leaves the field (003 §3.4.4).
 */
import type { PlayerId } from '../../core/decision.ts';
import { findCardDef } from '../cards/registry.ts';
import { isExtraDeckMonster, isPendulumMonster, isToken } from '../card-stats.ts';
import type { CardInstance, DuelState, Location } from '../state.ts';
import { log, raise } from './events.ts';
import { Reason } from '../state.ts';
import { activeStatics, banishForbidden, hasEffects, isNegated } from './statics.ts';
import { clearCounters } from './counters.ts';
import { hasRestriction } from './lingering.ts';

export function onField(loc: Location): boolean {
  return loc === 'mzone' || loc === 'szone' || loc === 'fzone';
}

/** The player's monsters on the field: Main Monster Zones then their Extra Monster Zone monster. */
export function monsters(duel: DuelState, p: PlayerId): number[] {
  const out: number[] = [];
  for (const u of duel.players[p].mzone) if (u >= 0) out.push(u);
  for (const u of duel.emz) if (u >= 0 && duel.cards[u]!.controller === p) out.push(u);
  return out;
}

export function monsterCount(duel: DuelState, p: PlayerId): number {
  let n = 0;
  for (const u of duel.players[p].mzone) if (u >= 0) n++;
  for (const u of duel.emz) if (u >= 0 && duel.cards[u]!.controller === p) n++;
  return n;
}

/** Spells and Traps in the player's Spell & Trap Zones and Field Zone. */
export function spellsTraps(duel: DuelState, p: PlayerId): number[] {
  const out: number[] = [];
  for (const u of duel.players[p].szone) if (u >= 0) out.push(u);
  if (duel.players[p].fzone >= 0) out.push(duel.players[p].fzone);
  return out;
}

/** 003 §3.2.1: the leftmost and rightmost Spell & Trap Zones act as the Pendulum Zones (under 003 only). */
export const PENDULUM_ZONES: readonly number[] = [0, 4];

/** 003 §3.2.1: the rule set has Pendulum Zones (and Pendulum Summons, 003 §3.3.2). */
export function hasPendulumZones(duel: DuelState): boolean {
  return duel.rules.summonMethods.includes('pendulum');
}

/**
 * 003 §3.2.1: a card "in the Pendulum Zone": a face-up Pendulum Monster card in an end Spell & Trap Zone, put there
 * by its activation or by an effect that places it there, not one equipped there (TC-13: a Pendulum equipped by
 * Relinquished sits in an end zone but is no Pendulum Zone card).
 */
export function inPendulumZone(duel: DuelState, c: CardInstance): boolean {
  if (c.location !== 'szone' || !PENDULUM_ZONES.includes(c.seq) || !c.faceUp || c.equipTarget !== -1) return false;
  const def = findCardDef(c.code);
  return def !== undefined && isPendulumMonster(def) && hasPendulumZones(duel);
}

/** The player's free Pendulum Zones (Spell & Trap Zone indexes), none under rule sets without them. */
export function freePendulumZones(duel: DuelState, p: PlayerId): number[] {
  if (!hasPendulumZones(duel)) return [];
  return PENDULUM_ZONES.filter((s) => duel.players[p].szone[s]! < 0);
}

export function freeMonsterZones(duel: DuelState, p: PlayerId): number {
  let n = 0;
  for (const u of duel.players[p].mzone) if (u < 0) n++;
  return n;
}

export function freeSpellZones(duel: DuelState, p: PlayerId): number {
  let n = 0;
  for (const u of duel.players[p].szone) if (u < 0) n++;
  return n;
}

/** 003 §3.2.1 / §2.1.1: a monster from the Extra Deck may use an Extra Monster Zone, one per player. */
function usesEmz(duel: DuelState, p: PlayerId): boolean {
  return (
    (duel.emz[0] >= 0 && duel.cards[duel.emz[0]]!.controller === p) ||
    (duel.emz[1] >= 0 && duel.cards[duel.emz[1]]!.controller === p)
  );
}

export function canPlaceMonster(duel: DuelState, p: PlayerId, fromExtra: boolean): boolean {
  if (freeMonsterZones(duel, p) > 0) return true;
  return fromExtra && duel.rules.extraMonsterZones && !usesEmz(duel, p) && (duel.emz[0] < 0 || duel.emz[1] < 0);
}

function removeFrom(duel: DuelState, c: CardInstance): void {
  const pl = duel.players[c.controller];
  const own = duel.players[c.owner];
  switch (c.location) {
    case 'mzone':
      if (c.seq >= 5) duel.emz[c.seq - 5] = -1;
      else pl.mzone[c.seq] = -1;
      break;
    case 'szone':
      pl.szone[c.seq] = -1;
      break;
    case 'fzone':
      pl.fzone = -1;
      break;
    case 'overlay': {
      const host = duel.cards[c.seq]!.overlay;
      host.splice(host.indexOf(c.uid), 1);
      break;
    }
    case 'gone':
      // A Token being created: it was in no pile.
      break;
    default: {
      const arr = own[c.location];
      const i = arr.lastIndexOf(c.uid);
      if (i >= 0) arr.splice(i, 1);
    }
  }
}

export interface MoveOptions {
  reason: number;
  /** The player who caused the move, or -1 for the rules. */
  by: PlayerId | -1;
  /** Controller on the field (default: owner). */
  controller?: PlayerId;
  faceUp?: boolean;
  defense?: boolean;
  /** Zone index for the field; first free when omitted. */
  seq?: number;
  /** Deck placement (003 §3.4.4: returned cards are shuffled in unless top/bottom). */
  deckPosition?: 'top' | 'bottom' | 'shuffle';
  /** The Xyz Monster a card is attached to, when it goes to 'overlay'. */
  host?: number;
  /**
   * Raise no events: a temporarily banished card with no zone to return to goes to the GY without being "sent" there,
   * and nothing triggers on it (003 §3.4.4 and TN fn30).
   */
  silent?: boolean;
}

/** True when a face-up, un-negated card applies "sent to the GY → banished instead" to c (Dimensional Fissure). */
export function banishedInstead(duel: DuelState, c: CardInstance): boolean {
  const def = findCardDef(c.code);
  // 003 §3.2.1: a card in a Spell & Trap Zone is a Spell there (TC-23: a Pendulum Zone card is no monster).
  const monster = def?.kind === 'monster' && c.location !== 'szone';
  let instead = false;
  for (const { src, st } of activeStatics(duel)) {
    if (st.kind === 'banish-instead-of-gy' && (!st.monstersOnly || monster) && (!st.cards || st.cards(duel, src, c)))
      instead = true;
  }
  // 003 §3.4.4: "cannot banish" (Imperial Iron Wall) beats the replacement: the card goes to the GY.
  return instead && !banishForbidden(duel);
}

/**
 * "If this face-up card would leave the field, banish it instead": the card's own text, face-up in the Monster Zone
 * with its effects applying. 003 §3.4.4 TC-111: an effect gained or copied (Legendary Knight Hermos with Dark
 * Magician of Chaos's effects) does not apply: gained effects end as the card leaves, so only the printed text counts.
 */
function banishesSelfOnLeaving(duel: DuelState, c: CardInstance): boolean {
  if (c.location !== 'mzone' || !c.faceUp) return false;
  const def = findCardDef(c.code);
  if (!def?.statics?.some((st) => st.kind === 'banish-self-when-leaving')) return false;
  return hasEffects(c, def) && !isNegated(duel, c);
}

/**
 * Move a card. Returns where it actually went (a replacement like Dimensional Fissure may change it),
 * raising the rule events that triggers look for.
 */
export function moveCard(duel: DuelState, uid: number, to: Location, opts: MoveOptions): Location {
  const c = duel.cards[uid]!;
  const from = c.location;
  const seenFrom = ruleFrom(c, opts.reason);
  const def = findCardDef(c.code);
  // 003 §2.1.3: Extra Deck monsters go to the Extra Deck instead of the Deck or hand.
  if ((to === 'deck' || to === 'hand') && def && isExtraDeckMonster(def)) to = 'extra';
  // 003 §3.3.2 "Tokens" (000 p.45, 002 p.43): a Token that leaves the field arrives nowhere: it vanishes, so
  // neither "sent to the GY" nor "banished" happen to it, though "destroyed" and "leaves the field" do.
  if (def && isToken(def) && !onField(to)) to = 'gone';
  // 003 §3.4.4: "sent to the GY" becomes "banished" under a replacement such as Dimensional Fissure.
  if (to === 'gy' && banishedInstead(duel, c)) to = 'banished';
  // 003 §3.4.4: "banish it when it leaves the field", a replacement kept on the card (Multirole's Set Spells), and
  // "if this face-up card would leave the field, banish it instead" (Dark Magician of Chaos). 003 §3.3.2 TC-39: not
  // when it becomes an Xyz Material (it is attached, not sent anywhere), nor later when it is detached from there.
  const leaves = onField(from) && !onField(to) && to !== 'gone' && to !== 'banished' && to !== 'overlay';
  if (
    leaves &&
    ((duel.lingering.length && hasRestriction(duel, uid, 'banish-on-leave')) || banishesSelfOnLeaving(duel, c)) &&
    // 003 §3.4.4 TC-75: under "neither player can banish cards" (Imperial Iron Wall) it goes where it was going.
    !banishForbidden(duel)
  )
    to = 'banished';
  // 003 §3.2.1, §3.3.2: a Pendulum Monster sent from the field (Monster Zone, Pendulum Zone or Spell & Trap Zone) to
  // the GY goes face-up to the Extra Deck instead; not the monster of a negated Summon (TC-24) nor a card whose
  // activation was negated (TC-115), which were never on the field.
  const faceUpToExtra =
    to === 'gy' &&
    onField(seenFrom) &&
    (opts.reason & (Reason.NEGATED_SUMMON | Reason.NEGATED_ACTIVATION)) === 0 &&
    def !== undefined &&
    isPendulumMonster(def) &&
    hasPendulumZones(duel);
  if (faceUpToExtra) to = 'extra';
  const wasField = onField(from);
  // "A face-up … you control … leaves the field" (Sky Striker Ace - Raye): how it was there, for the event.
  const wasController = c.controller;
  const wasFaceUp = c.faceUp;
  const wasSeq = c.seq;
  // A card whose effects are negated (Jinzo on Call of the Haunted) does not destroy its monster when it leaves.
  const takesLinked =
    wasField && c.equipTarget >= 0 && def?.destroysLinkedOnLeave === true && !(c.faceUp && isNegated(duel, c));
  removeFrom(duel, c);
  if (wasField) {
    // Leaving the field ends what applied there (003 §3.4.4); equips lose their target.
    // Cards attached to it lose their monster: -2 when it was destroyed, -3 when it left otherwise (state check, chain.ts).
    const lost = (opts.reason & Reason.DESTROY) !== 0 ? -2 : -3;
    for (const other of duel.cards) if (other.equipTarget === uid) other.equipTarget = lost;
    if (takesLinked) duel.doomed.push(c.equipTarget);
    c.equipTarget = -1;
    c.equipBy = -1;
    // 003 §3.4.4 "Gemini": leaving the field ends the Gemini Summoned status.
    c.gemini = false;
    c.summon = null;
    c.controlReturnsTo = null;
    // 003 §3.3.2: when the Fusion/Synchro Monster moves, its materials stop being its materials.
    if (c.materials.length) {
      c.materials = [];
      c.materialStamps = [];
    }
  }
  c.previous = from;
  c.reason = opts.reason;
  c.reasonPlayer = opts.by;
  c.stamp = duel.nextStamp++;
  c.turnIn = duel.turn;
  c.attacks = 0;
  c.battles = 0;
  c.counter = 0;
  // 003 §3.4.4: counters exist only on the field; a card that moves (even field to field) is a new card.
  clearCounters(c);
  const fieldDest = onField(to);
  c.controller = fieldDest ? (opts.controller ?? c.owner) : c.owner;
  c.location = to;
  c.seq = -1;
  const pl = duel.players[c.controller];
  switch (to) {
    case 'mzone': {
      let seq = opts.seq ?? pl.mzone.indexOf(-1);
      // 003 §3.2.1: an Extra Deck monster may go to a free Extra Monster Zone (seq 5 or 6).
      if (seq < 0) seq = duel.emz[0] < 0 ? 5 : 6;
      if (seq >= 5) duel.emz[seq - 5] = uid;
      else pl.mzone[seq] = uid;
      c.seq = seq;
      c.faceUp = opts.faceUp ?? true;
      c.defense = opts.defense ?? false;
      c.positionTurn = duel.turn;
      break;
    }
    case 'szone': {
      const seq = opts.seq ?? pl.szone.indexOf(-1);
      pl.szone[seq] = uid;
      c.seq = seq;
      c.faceUp = opts.faceUp ?? true;
      c.defense = false;
      break;
    }
    case 'fzone':
      pl.fzone = uid;
      c.seq = 0;
      c.faceUp = opts.faceUp ?? true;
      c.defense = false;
      break;
    case 'deck': {
      const deck = duel.players[c.owner].deck;
      c.faceUp = false;
      if (opts.deckPosition === 'bottom') deck.unshift(uid);
      else deck.push(uid);
      break;
    }
    case 'banished':
      c.faceUp = opts.faceUp ?? true;
      duel.players[c.owner].banished.push(uid);
      break;
    case 'gy':
      c.faceUp = true;
      duel.players[c.owner].gy.push(uid);
      break;
    case 'hand':
      c.faceUp = false;
      duel.players[c.owner].hand.push(uid);
      break;
    case 'extra':
      c.faceUp = faceUpToExtra;
      duel.players[c.owner].extra.push(uid);
      break;
    case 'overlay': {
      // 003 §3.3.2: attached under the Xyz Monster, face-up, not a card on the field.
      const host = duel.cards[opts.host!]!;
      host.overlay.push(uid);
      c.seq = host.uid;
      c.controller = host.controller;
      c.faceUp = true;
      c.defense = false;
      break;
    }
    case 'gone':
      log(duel, { type: 'vanished', card: uid, code: c.code, from });
      break;
  }
  // Issue 11 item 21: a card that goes out of someone's sight gets a fresh public handle.
  // A face-up Extra Deck card is public (003 §3.2.1) and keeps its handle.
  if (to === 'deck' || to === 'hand' || (to === 'extra' && !c.faceUp) || !c.faceUp) hide(duel, c);
  const who: PlayerId = opts.by === -1 ? c.owner : opts.by;
  if (opts.silent === true) return to;
  if (wasField && !fieldDest && onField(seenFrom))
    raise(duel, 'left-field', uid, who, opts.reason, seenFrom, wasController, null, { faceUp: wasFaceUp, seq: wasSeq });
  // "When this face-up card on the field is sent to the GY" (Gusto Falco): the event remembers how it was there.
  if (to === 'gy')
    raise(
      duel,
      'to-gy',
      uid,
      who,
      opts.reason,
      seenFrom,
      undefined,
      null,
      wasField ? { faceUp: wasFaceUp, seq: wasSeq } : undefined,
    );
  else if (to === 'banished') raise(duel, 'banished', uid, who, opts.reason, seenFrom);
  // 003 §3.4.4: drawn cards count as added to the hand too.
  else if (to === 'hand') raise(duel, 'to-hand', uid, who, opts.reason, seenFrom);
  // 003 §3.3.2: an Xyz Monster's materials go to the GY when it leaves the field; they were never on the field.
  if (wasField && !fieldDest && c.overlay.length) {
    for (const m of c.overlay.slice()) moveCard(duel, m, 'gy', { reason: Reason.RULE | Reason.XYZ, by: -1 });
  }
  return to;
}

/**
 * The card goes out of someone's sight (ARCHITECTURE §4): it gets a fresh public handle (CardInstance.alias), so
 * what a player saw of it before cannot be linked to it now (issue 11 item 21).
 */
export function hide(duel: DuelState, c: CardInstance): void {
  c.alias = duel.nextAlias++;
}

/** The public handle of card `uid`, as views, events and options show it; -1 and other sentinels pass through. */
export function aliasOf(duel: DuelState, uid: number): number {
  return uid >= 0 ? duel.cards[uid]!.alias : uid;
}

/**
 * Where the rules consider a card to come from when it moves: where it is, except that the monster of a negated
 * Summon was never on the field (003 §3.3.2, TC-24), so it comes from where its Summon started; so does a Pendulum
 * Monster card whose activation to the Pendulum Zone was negated (003 §3.3.3).
 */
export function ruleFrom(c: CardInstance, reason: number): Location {
  const never = (reason & (Reason.NEGATED_SUMMON | Reason.NEGATED_ACTIVATION)) !== 0;
  return never && c.previous !== null ? c.previous : c.location;
}
