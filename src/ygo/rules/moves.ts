/**
 * 003 §3.4.4 "Location changes": destroy, send, banish, discard, return, draw; plus Life
 * Points. These are the primitives card operations and the rules use.
 */
import type { PlayerId } from '../../core/decision.ts';
import { cardDef, defIn } from '../cards/registry.ts';
import { Reason, type Counters, type DuelState } from '../state.ts';
import { log, newGroup, raise } from './events.ts';
import { hide, moveCard, onField, ruleFrom } from './zones.ts';
import { shuffleInPlace } from '../../core/rng.ts';
import { loseDuel } from './win.ts';
import {
  activeStatics,
  banishForbidden,
  deckToHandForbidden,
  departing,
  isIndestructible,
  isNegated,
  unaffectedByResolving,
  useFirstTimeProtection,
} from './statics.ts';
import { isLocked, mayAddFromDeck, mayDraw } from './lingering.ts';
import { cardId, type YgoAsker } from '../decisions.ts';
import { describeCard } from './describe.ts';
import { gyPlacementOrder } from './gy-order.ts';
import { equipSubstitute, equipSubstitutes } from './union.ts';
import { replaceEffectDamage } from './counters.ts';

/** Movements that are not an effect applying to the card: costs, Tributes, materials, Summons, rules, replacements. */
const NOT_APPLIED =
  Reason.COST |
  Reason.TRIBUTE |
  Reason.MATERIAL |
  Reason.SUMMON |
  Reason.XYZ |
  Reason.RULE |
  Reason.REPLACE |
  Reason.BATTLE;

/**
 * 003 §3.4.4 "unaffected by …": the cards a resolving effect's movement reaches. A face-up card on the field that is
 * unaffected by the chain link now resolving (First of the Dragons, Eagle Booster's target, A Wild Monster Appears!'s
 * monster) stays where it is; cards moved as a cost, a Tribute or material are not affected by the effect, so move.
 */
export function reachedByEffect(duel: DuelState, uids: readonly number[], reason: number): readonly number[] {
  if (!duel.resolving || (reason & Reason.EFFECT) === 0 || (reason & NOT_APPLIED) !== 0) return uids;
  return uids.filter((u) => {
    const c = duel.cards[u]!;
    return !(onField(c.location) && c.faceUp && unaffectedByResolving(duel, c));
  });
}

/** 003 §3.4.4: destroyed cards go to the GY, counting as "destroyed" and "sent to the GY". Cards in the GY or banished cannot be destroyed. */
export function destroy(
  duel: DuelState,
  uids: readonly number[],
  reason: number,
  by: PlayerId | -1,
  /** Who may be asked about a destruction replacement (003 §2.2.3): the running step's Asker. */
  ask?: YgoAsker,
  /**
   * Destroyed cards "shuffled into the Deck instead of going to the Graveyard" (Dracocension's Summoned monster's
   * battle victims, 003 §3.4.4): they go to their owner's Deck, which is then shuffled.
   */
  toDeck: readonly number[] = [],
): number[] {
  if ((reason & Reason.EFFECT) !== 0 && (reason & Reason.REPLACE) === 0)
    uids = applyReplacements(duel, uids, reason, ask);
  // Those that are destroyed: on the field (or in the hand or Deck, TC-79), and not indestructible.
  const going: number[] = [];
  for (const u of uids) {
    const c = duel.cards[u]!;
    if (!onField(c.location) && c.location !== 'hand' && c.location !== 'deck') continue; // TC-79
    const kind = (reason & Reason.BATTLE) !== 0 ? 'battle' : (reason & Reason.EFFECT) !== 0 ? 'effect' : 'rule';
    if (onField(c.location) && c.faceUp && isIndestructible(duel, c, kind, by)) continue;
    // "Unaffected by …" (First of the Dragons): the resolving effect does not reach it.
    if (kind === 'effect' && onField(c.location) && c.faceUp && unaffectedByResolving(duel, c)) continue;
    // "The first time each turn it would be destroyed …, it is not destroyed" (Soulbeads): used up now.
    if (kind !== 'rule' && onField(c.location) && c.faceUp && useFirstTimeProtection(duel, c, kind)) continue;
    going.push(u);
  }
  // 003 §3.2.1: their owners order them in the GY (asked before anything moves).
  const order = gyPlacementOrder(duel, going, ask);
  newGroup(duel);
  const done: number[] = [];
  // 003 §3.4.4 TC-48: the destroyed cards' continuous effects stop as their destruction is confirmed, so none of them
  // applies to where the others go (Masked HERO Dark Law with Nekroz of Unicore).
  // A destruction caused by one of these moves (Call of the Haunted's monster) adds its own and restores these after.
  const outer = departing.length;
  for (const u of order) if (onField(duel.cards[u]!.location) && duel.cards[u]!.faceUp) departing.push(u);
  try {
    moveDestroyed(duel, order, reason, by, done, toDeck);
  } finally {
    departing.length = outer;
  }
  const shuffled: PlayerId[] = [];
  for (const u of done)
    if (duel.cards[u]!.location === 'deck' && !shuffled.includes(duel.cards[u]!.owner))
      shuffled.push(duel.cards[u]!.owner);
  for (const p of shuffled) shuffleDeck(duel, p);
  return done;
}

function hasCounters(counters: Counters): boolean {
  return Object.values(counters).some((n) => (n ?? 0) > 0);
}

/** Move the destroyed cards one by one, in their GY order, recording each destruction. */
function moveDestroyed(
  duel: DuelState,
  order: readonly number[],
  reason: number,
  by: PlayerId | -1,
  done: number[],
  toDeck: readonly number[],
): void {
  for (const u of order) {
    const c = duel.cards[u]!;
    const from = c.location;
    const seenFrom = ruleFrom(c, reason);
    const who: PlayerId = by === -1 ? c.controller : by;
    const faceUp = c.faceUp;
    const controller = c.controller;
    const summon = onField(from) ? c.summon : null;
    // The counters it had there, which moving removes (003 §3.4.4), for effects that read them afterwards.
    const counters = onField(from) && hasCounters(c.counters) ? { ...c.counters } : undefined;
    moveCard(duel, u, toDeck.includes(u) ? 'deck' : 'gy', { reason: reason | Reason.DESTROY, by });
    raise(duel, 'destroyed', u, who, reason | Reason.DESTROY, seenFrom, controller, summon, counters && { counters });
    log(duel, {
      type: 'destroyed',
      card: u,
      code: c.code,
      from,
      reason: reason | Reason.DESTROY,
      faceUpBefore: faceUp,
    });
    // 003 §3.2.1: a Pendulum Monster destroyed on the field went face-up to the Extra Deck instead of the GY.
    if (c.location === 'extra') log(duel, { type: 'to-extra', card: u, code: c.code, from, position: 'top' });
    done.push(u);
  }
}

export function sendToGy(
  duel: DuelState,
  uids: readonly number[],
  reason: number,
  by: PlayerId | -1,
  /** Who orders the cards in the GY when several of one owner arrive together (003 §3.2.1). */
  ask?: YgoAsker,
): void {
  // 003 §3.4.4: an unaffected card is not sent by the resolving effect.
  const order = gyPlacementOrder(duel, reachedByEffect(duel, uids, reason), ask);
  newGroup(duel);
  for (const u of order) {
    const c = duel.cards[u]!;
    const from = c.location;
    const to = moveCard(duel, u, 'gy', { reason, by });
    // A Token vanished instead (003 §3.3.2): moveCard logged that.
    if (to === 'gone') continue;
    // 003 §3.2.1: a Pendulum Monster from the field went face-up to the Extra Deck instead (public).
    if (to === 'extra') log(duel, { type: 'to-extra', card: u, code: c.code, from, position: 'top' });
    else log(duel, { type: to === 'gy' ? 'sent-to-gy' : 'banished', card: u, code: c.code, from, reason });
  }
}

export function banish(
  duel: DuelState,
  uids: readonly number[],
  reason: number,
  by: PlayerId | -1,
  faceUp = true,
): void {
  // 003 §3.4.4: "neither player can banish cards" (Imperial Iron Wall) beats "banish": the cards stay where they are.
  if (banishForbidden(duel)) return;
  newGroup(duel);
  // 003 §3.4.4: an unaffected card is not banished by the resolving effect.
  for (const u of reachedByEffect(duel, uids, reason)) {
    const c = duel.cards[u]!;
    const from = c.location;
    if (moveCard(duel, u, 'banished', { reason, by, faceUp }) === 'gone') continue; // a Token (003 §3.3.2)
    log(duel, { type: 'banished', card: u, code: faceUp ? c.code : undefined, from, reason });
  }
}

/** 003 §3.4.4: "return/add to the hand" (a search is not a draw). */
export function toHand(duel: DuelState, uids: readonly number[], reason: number, by: PlayerId | -1): void {
  // "Cannot add cards from the Deck to the hand except by drawing" (Thunder King Rai-Oh): those stay (003 §3.4.1).
  if (deckToHandForbidden(duel)) uids = uids.filter((u) => duel.cards[u]!.location !== 'deck');
  // 003 §3.4.4: an unaffected card is not returned by the resolving effect.
  uids = reachedByEffect(duel, uids, reason);
  newGroup(duel);
  for (const u of uids) {
    const c = duel.cards[u]!;
    const from = c.location;
    // "Cards cannot be added from either player's Main Deck to the hand" (Droll & Lock Bird): the card stays.
    if (from === 'deck' && !mayAddFromDeck(duel, c.owner)) continue;
    const wasPublic = c.faceUp || from === 'gy' || from === 'deck';
    if (moveCard(duel, u, 'hand', { reason, by }) === 'gone') continue; // a Token vanished (003 §3.3.2)
    // Cards added from the Deck are revealed by custom (searches); public cards stay known.
    log(duel, {
      type: 'to-hand',
      card: u,
      code: wasPublic ? c.code : undefined,
      from,
      player: c.owner,
      reveal: wasPublic,
    });
  }
}

/** 003 §3.4.4: face-down to the Deck, then shuffle (no shuffle for top or bottom). */
export function toDeck(
  duel: DuelState,
  uids: readonly number[],
  reason: number,
  by: PlayerId | -1,
  position: 'top' | 'bottom' | 'shuffle' = 'shuffle',
): void {
  newGroup(duel);
  const owners = new Set<PlayerId>();
  // 003 §3.4.4: an unaffected card is not returned to the Deck by the resolving effect.
  for (const u of reachedByEffect(duel, uids, reason)) {
    const c = duel.cards[u]!;
    const from = c.location;
    const to = moveCard(duel, u, 'deck', { reason, by, deckPosition: position });
    if (to === 'gone') continue; // a Token vanished (003 §3.3.2)
    if (to === 'deck') owners.add(c.owner);
    log(duel, {
      type: to === 'deck' ? 'to-deck' : 'to-extra',
      card: u,
      code: c.faceUp || from === 'gy' ? c.code : undefined,
      from,
      position,
    });
  }
  if (position === 'shuffle') for (const p of [0, 1] as const) if (owners.has(p)) shuffleDeck(duel, p);
}

export function shuffleDeck(duel: DuelState, p: PlayerId): void {
  shuffleInPlace(duel.rng, duel.players[p].deck);
  // Issue 11 item 21: after a shuffle no Deck card can be told from what was seen of it before.
  for (const u of duel.players[p].deck) hide(duel, duel.cards[u]!);
  log(duel, { type: 'shuffle', player: p });
}

/** 003 §3.4.4: discarded cards go to the GY, "discarded" and "sent from the hand". */
export function discard(
  duel: DuelState,
  uids: readonly number[],
  reason: number,
  by: PlayerId | -1,
  ask?: YgoAsker,
): void {
  sendToGy(duel, uids, reason | Reason.DISCARD, by, ask);
}

/**
 * 003 §3.4.4 "Draws": N cards are drawn in order but simultaneously. A player who must draw from
 * an empty Deck loses (003 §3.1.4). Returns the cards drawn.
 */
export function draw(duel: DuelState, p: PlayerId, n: number, reason: number): number[] {
  newGroup(duel);
  const deck = duel.players[p].deck;
  const got: number[] = [];
  // A lock on drawing (Pot of Extravagance, Droll & Lock Bird): nothing is drawn, and no one loses for it.
  if (!mayDraw(duel, p, (reason & Reason.RULE) === 0)) return got;
  for (let i = 0; i < n; i++) {
    if (deck.length === 0) {
      loseDuel(duel, p, 'deck-out', '003 §3.1.4');
      break;
    }
    const u = deck[deck.length - 1]!;
    moveCard(duel, u, 'hand', { reason: reason | Reason.DRAW, by: p });
    got.push(u);
    log(duel, { type: 'draw', player: p, card: u, code: duel.cards[u]!.code });
  }
  return got;
}

/** Damage to a player's LP (battle or effect). */
export function damage(
  duel: DuelState,
  p: PlayerId,
  amount: number,
  reason: number,
  by: PlayerId | -1,
  /**
   * 003 §3.4.4 TC-73: "destroy it, and if you do, inflict damage" is one action: the damage joins the action before
   * it, so a "When … destroyed: you can" trigger on that destruction does not miss its timing. Default: a new action.
   */
  sameAction = false,
): void {
  if (!sameAction) newGroup(duel);
  if (applyDamage(duel, p, amount, reason, by, -1) && duel.players[p].lp === 0)
    loseDuel(duel, p, 'lp-zero', '003 §3.1.4');
}

/**
 * Take LP away as damage, without starting an action or checking for a loss: the caller does both, so
 * damage to both players can be simultaneous (003 §3.6.3). `source` is the card dealing it, or -1.
 * Returns whether any damage was dealt.
 */
export function applyDamage(
  duel: DuelState,
  p: PlayerId,
  amount: number,
  reason: number,
  by: PlayerId | -1,
  source: number,
): boolean {
  if (amount <= 0) return false;
  if (duel.locks.length && isLocked(duel, p, 'no-damage')) return false;
  // "You take no effect damage" (D/D/D Rebel King Leonidas): a continuous effect of a card `p` controls.
  if ((reason & Reason.BATTLE) === 0 && (reason & Reason.EFFECT) !== 0 && noEffectDamage(duel, p)) return false;
  // "You take no battle damage" for the rest of a turn (Armored Kappa, 003 §3.6.3).
  if ((reason & Reason.BATTLE) !== 0 && duel.locks.length && isLocked(duel, p, 'no-battle-damage')) return false;
  // Black-Winged Dragon: effect damage becomes a counter on it instead (a replacement, 003 §3.4.2).
  if ((reason & Reason.BATTLE) === 0 && (reason & Reason.EFFECT) !== 0 && replaceEffectDamage(duel, p)) return false;
  // "Any effect that would inflict damage to a player this turn increases their LP by the same amount, instead" (D/D/D
  // Rebel King Leonidas): the damage is replaced, so none is taken (003 §3.4.4).
  if (effectDamageRecovers(duel, p, reason)) {
    recover(duel, p, amount);
    return false;
  }
  amount = halvedDamage(duel, amount, reason, source);
  if (amount <= 0) return false;
  duel.players[p].lp = Math.max(0, duel.players[p].lp - amount);
  raise(duel, 'damage', source, p, reason, null);
  duel.raised[duel.raised.length - 1]!.amount = amount;
  duel.raised[duel.raised.length - 1]!.by = by;
  const battle = (reason & Reason.BATTLE) !== 0;
  if (source >= 0) log(duel, { type: 'damage', player: p, amount, battle, lp: duel.players[p].lp, by, source });
  else log(duel, { type: 'damage', player: p, amount, battle, lp: duel.players[p].lp, by });
  return true;
}

function effectDamageRecovers(duel: DuelState, p: PlayerId, reason: number): boolean {
  if ((reason & Reason.BATTLE) !== 0 || (reason & Reason.EFFECT) === 0 || duel.locks.length === 0) return false;
  return isLocked(duel, p, 'effect-damage-recovers');
}

/** Does a continuous "you take no effect damage" of a card `p` controls apply (003 §3.4.4)? */
function noEffectDamage(duel: DuelState, p: PlayerId): boolean {
  for (const { src, st } of activeStatics(duel))
    if (st.kind === 'no-effect-damage' && src.controller === p) return true;
  return false;
}

/**
 * "All effect damage, and battle damage inflicted by <monsters>, is halved" (Ghostrick Mansion): a continuous effect
 * that modifies the damage as it is dealt (003 §3.4.2); each applying effect halves it again, rounded down.
 */
function halvedDamage(duel: DuelState, amount: number, reason: number, source: number): number {
  const battle = (reason & Reason.BATTLE) !== 0;
  for (const { src, st } of activeStatics(duel)) {
    if (st.kind !== 'halve-damage') continue;
    const applies = battle ? source >= 0 && st.battle(duel, src, duel.cards[source]!) : st.effect;
    if (applies) amount = Math.floor(amount / 2);
  }
  return amount;
}

export function recover(duel: DuelState, p: PlayerId, amount: number): void {
  duel.players[p].lp += amount;
  log(duel, { type: 'recover', player: p, amount, lp: duel.players[p].lp });
}

/** 003 §3.4.1 / TC-99: paying LP is a cost, not damage. */
export function payLp(duel: DuelState, p: PlayerId, amount: number): void {
  duel.players[p].lp = Math.max(0, duel.players[p].lp - amount);
  log(duel, { type: 'pay-lp', player: p, amount, lp: duel.players[p].lp });
  if (duel.players[p].lp === 0) loseDuel(duel, p, 'lp-zero', '003 §3.1.4');
}

/**
 * "You lose N LP" by an effect (Soul Charge): 003 §3.4.4 TC-99: losing LP is not damage, so nothing that stops or
 * changes damage applies, and "when you take damage" does not answer it.
 */
export function loseLp(duel: DuelState, p: PlayerId, amount: number): void {
  if (amount <= 0) return;
  duel.players[p].lp = Math.max(0, duel.players[p].lp - amount);
  log(duel, { type: 'lose-lp', player: p, amount, lp: duel.players[p].lp });
}

/** 003 §3.4.1 TC-58: "pay half" rounds the remaining LP up (525 → 263 left, 262 paid). */
export function halfLpCost(lp: number): number {
  return lp - Math.ceil(lp / 2);
}

/**
 * The substitutes a "destroy X instead" replacement could use for this card (not one already being destroyed): its
 * own (003 §2.2.3), and the Equip Cards that may be destroyed in its place ("you can destroy this card instead",
 * Gwenhwyfar, Queen of Noble Arms, 003 §3.4.4).
 */
export function replacementOptions(
  duel: DuelState,
  uid: number,
  alsoDestroyed: readonly number[],
  by: 'battle' | 'effect' = 'effect',
): number[] {
  const c = duel.cards[uid]!;
  if (c.location !== 'mzone' || !c.faceUp) return [];
  const rep = defIn(duel, c.code).destroyReplacement;
  const own =
    rep && !rep.mandatory && !(rep.battleOnly && by !== 'battle')
      ? rep.substitutes(duel, c).filter((s) => s !== uid && !alsoDestroyed.includes(s))
      : [];
  return own.concat(equipSubstitutes(duel, uid, alsoDestroyed, by, true).filter((s) => !own.includes(s)));
}

/**
 * 003 §2.2.3: a mandatory "if this card would be destroyed (by battle), destroy <a substitute> instead" of monster
 * `uid`'s own (Relinquished: its equipped monster), while its effects apply: the substitute, or -1.
 */
export function mandatoryReplacement(
  duel: DuelState,
  uid: number,
  alsoDestroyed: readonly number[],
  by: 'battle' | 'effect',
): number {
  const c = duel.cards[uid]!;
  const rep = defIn(duel, c.code).destroyReplacement;
  if (!rep?.mandatory || (rep.battleOnly && by !== 'battle')) return -1;
  if (c.location !== 'mzone' || !c.faceUp || isNegated(duel, c)) return -1;
  return rep.substitutes(duel, c).find((s) => s !== uid && !alsoDestroyed.includes(s)) ?? -1;
}

/** Ask the controller whether to destroy a substitute instead (003 §2.2.3); returns the substitute or -1. */
export function askReplacement(duel: DuelState, uid: number, options: readonly number[], ask: YgoAsker): number {
  const c = duel.cards[uid]!;
  const ans = ask.ask(() => ({
    player: c.controller,
    kind: 'select-cards',
    about: 'destroy-replacement',
    rule: '003 §2.2.3',
    min: 0,
    max: 1,
    prompt: `${cardDef(c.code).name} would be destroyed: ${cardDef(c.code).destroyReplacement?.label ?? 'destroy a card equipped to it instead'}? (choose none to decline)`,
    options: options.map((u) => ({ id: cardId(u), label: describeCard(duel, u, c.controller), kind: 'card', card: u })),
  }));
  return ans.length ? options[ans[0]!]! : -1;
}

/** 003 §2.2.3: effect destruction — the replacement applies inside the destruction, the substitute is destroyed at once. */
function applyReplacements(
  duel: DuelState,
  uids: readonly number[],
  reason: number,
  ask: YgoAsker | undefined,
): number[] {
  let out: number[] | null = null;
  for (const u of uids) {
    // 003 §3.4.4 Union: "If the equipped monster would be destroyed …, destroy this card instead" (mandatory).
    const equip = equipSubstitute(duel, u, out ?? uids);
    const must = equip >= 0 ? equip : mandatoryReplacement(duel, u, out ?? uids, 'effect');
    if (must >= 0) {
      out ??= uids.slice();
      out.splice(out.indexOf(u), 1);
      out.push(must);
      log(duel, { type: 'destroy-replaced', card: u, substitute: must, reason });
      continue;
    }
    const options = replacementOptions(duel, u, uids);
    if (options.length === 0) continue;
    // A destruction that can be replaced must come from a step that can ask (an engine error, not a rule).
    if (!ask) throw new Error(`engine: destroying ${duel.cards[u]!.code} may be replaced, but no Asker was passed`);
    const sub = askReplacement(duel, u, options, ask);
    if (sub < 0) continue;
    out ??= uids.slice();
    out.splice(out.indexOf(u), 1);
    if (!out.includes(sub)) out.push(sub);
    log(duel, { type: 'destroy-replaced', card: u, substitute: sub, reason });
  }
  return out ?? (uids as number[]);
}
