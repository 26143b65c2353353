/**
 * 003 §3.6.3 End Phase: once both players pass with nothing left to resolve, the mandatory End Phase processings
 * apply, without a chain, the turn player's first: effects of resolved cards that said "during the End Phase …"
 * (Limiter Removal, A Wild Monster Appears!) and control changes "until the End Phase" ending (003 §3.4.4).
 *
 * The order is the players' (TC-134, and TN fn35): the turn player applies one of theirs or lets the opponent go
 * first; the opponent then applies one of theirs or declines; when both decline, the turn player must apply one.
 * After each, what it caused is answered (triggers, responses) and the question starts again from the turn player,
 * with the processings that still have something to apply to.
 */
import type { DecisionOption, PlayerId } from '../../core/decision.ts';
import { cardDef } from '../cards/registry.ts';
import type { YgoAsker } from '../decisions.ts';
import { Reason, type DelayedProcessing, type DuelState, type Location, type TaskOf } from '../state.ts';
import { controlReturns, returnControl } from './control.ts';
import { describeCard } from './describe.ts';
import { log, newGroup } from './events.ts';
import { destroy, sendToGy, toDeck } from './moves.ts';
import { done, push, toStage } from './tasks.ts';
import { chooseZone, type ZoneQuery } from './zone-choice.ts';
import { extraZoneQuery } from './extra-deck-zones.ts';
import { isExtraDeckMonster } from '../card-stats.ts';
import { moveCard, onField } from './zones.ts';

/** One processing due now: a delayed effect (index into duel.delayed) or a control change ending (a monster). */
interface Due {
  player: PlayerId;
  delayed: number;
  control: number;
}

/** The turn of `p`'s next turn, counted from now: their own next turn, not this one (003 §3.6.3). */
export function nextTurnOf(duel: DuelState, p: PlayerId): number {
  return duel.turnPlayer === p ? duel.turn + 2 : duel.turn + 1;
}

/** Leave an End Phase processing for turn `turn` on the cards `uids` as they are now. */
export function addDelayed(
  duel: DuelState,
  player: PlayerId,
  code: number,
  action: DelayedProcessing['action'],
  uids: readonly number[],
  turn: number,
  returnAs?: DelayedProcessing['returnAs'],
): void {
  const stamps = uids.map((u) => duel.cards[u]!.stamp);
  const d: DelayedProcessing = { player, code, action, uids: uids.slice(), stamps, turn };
  if (returnAs) d.returnAs = returnAs.map((r) => ({ ...r }));
  duel.delayed.push(d);
}

/**
 * The cards a delayed processing still applies to: the same cards (same stamp), still on the field; for a temporary
 * banishment, still banished as then (003 §3.4.4 TC-81: one that was Special Summoned and banished again meanwhile
 * is a new card and never returns).
 */
function stillThere(duel: DuelState, d: DelayedProcessing): number[] {
  if (d.action === 'set-card-to-gy') return lockedSetCard(duel, d) ? [d.uids[0]!] : [];
  const out: number[] = [];
  const where = d.action === 'return-from-banished' ? (l: Location) => l === 'banished' : onField;
  for (let i = 0; i < d.uids.length; i++) {
    const c = duel.cards[d.uids[i]!]!;
    if (c.stamp === d.stamps[i] && where(c.location)) out.push(c.uid);
  }
  return out;
}

/**
 * 003 §3.4.4: a 'set-card-to-gy' processing still holds while its Set card is the same card, still Set in the Spell &
 * Trap Zone, and the card that left it is still the same card in the Field Zone ("while this card is in the Field
 * Zone": once it leaves, the lock and the End Phase sending both end, and do not come back with a new copy).
 */
function lockedSetCard(duel: DuelState, d: DelayedProcessing): boolean {
  const set = duel.cards[d.uids[0]!]!;
  const field = duel.cards[d.uids[1]!]!;
  return (
    set.stamp === d.stamps[0] &&
    set.location === 'szone' &&
    !set.faceUp &&
    field.stamp === d.stamps[1] &&
    field.location === 'fzone'
  );
}

/**
 * "That Set card cannot be activated until the End Phase" (Trickstar Light Stage, 003 §3.4.4): a resolved lock on a
 * Set card, for this turn until the End Phase begins, while the card that locked it stays in the Field Zone. From the
 * End Phase on, its controller may activate it (in the End Phase's open windows, 003 §3.6.3) before the processing
 * sends it to the GY.
 */
export function setCardLocked(duel: DuelState, uid: number): boolean {
  if (duel.delayed.length === 0 || duel.phase === 'end') return false;
  for (const d of duel.delayed)
    if (d.action === 'set-card-to-gy' && d.turn === duel.turn && d.uids[0] === uid && lockedSetCard(duel, d))
      return true;
  return false;
}

/**
 * 003 §3.4.4 temporary banishment: the cards come back to their prior controller's Monster Zones in their prior
 * position (an Extra Deck monster where 003 §2.1.1 lets it go). Not a Special Summon: no Summon, no chain. With no free Main Monster
 * Zone, the card goes to the GY without being "sent" there (TN fn30). Zones are asked before anything moves.
 */
function returnFromBanished(duel: DuelState, d: DelayedProcessing, cards: readonly number[], io: YgoAsker): void {
  const taken: [number[], number[]] = [[], []];
  const plan: { uid: number; seq: number; as: NonNullable<DelayedProcessing['returnAs']>[number] }[] = [];
  for (const u of cards) {
    const as = d.returnAs![d.uids.indexOf(u)]!;
    // 003 §2.1.1: an Extra Deck monster comes back to an Extra Monster Zone or a zone its rule allows.
    const q: ZoneQuery = isExtraDeckMonster(cardDef(duel.cards[u]!.code))
      ? { ...extraZoneQuery(duel, as.controller, u), taken: taken[as.controller].slice() }
      : { row: 'monster', taken: taken[as.controller] };
    const seq = chooseZone(duel, io, as.controller, q, describeCard(duel, u, as.controller));
    if (seq >= 0) taken[as.controller].push(seq);
    plan.push({ uid: u, seq, as });
  }
  newGroup(duel);
  for (const { uid, seq, as } of plan) {
    const c = duel.cards[uid]!;
    if (seq < 0) {
      moveCard(duel, uid, 'gy', { reason: Reason.RULE, by: -1, silent: true });
      log(duel, { type: 'return-to-gy', card: uid, code: c.code });
      continue;
    }
    moveCard(duel, uid, 'mzone', {
      reason: Reason.EFFECT | Reason.RETURN,
      by: d.player,
      controller: as.controller,
      seq,
      faceUp: as.faceUp,
      defense: as.defense,
    });
    log(duel, { type: 'return-to-field', card: uid, code: as.faceUp ? c.code : undefined, player: as.controller });
  }
}

/** The processings due in this End Phase, in the order they were made (control changes last, by card). */
function due(duel: DuelState): Due[] {
  const out: Due[] = [];
  for (let i = 0; i < duel.delayed.length; i++) {
    const d = duel.delayed[i]!;
    if (d.turn === duel.turn && stillThere(duel, d).length > 0) out.push({ player: d.player, delayed: i, control: -1 });
  }
  // The effect that took control belongs to the monster's controller now (Change of Heart, Mind Control).
  for (const u of controlReturns(duel)) out.push({ player: duel.cards[u]!.controller, delayed: -1, control: u });
  return out;
}

function describe(duel: DuelState, x: Due, viewer: PlayerId): string {
  if (x.control >= 0) {
    return `Control of ${describeCard(duel, x.control, viewer)} returns to player ${duel.cards[x.control]!.controlReturnsTo}`;
  }
  const d = duel.delayed[x.delayed]!;
  const names = stillThere(duel, d)
    .map((u) => describeCard(duel, u, viewer))
    .join(', ');
  const what =
    d.action === 'destroy'
      ? `destroy ${names}`
      : d.action === 'shuffle-into-deck'
        ? `shuffle ${names} into the Deck`
        : d.action === 'set-card-to-gy'
          ? `send ${names} to the GY`
          : `return ${names} to the field`;
  return `${cardDef(d.code).name}: ${what}`;
}

function optionOf(duel: DuelState, x: Due, viewer: PlayerId): DecisionOption {
  const id = x.control >= 0 ? `control:${x.control}` : `delayed:${x.delayed}`;
  return { id, label: describe(duel, x, viewer), kind: 'processing' };
}

/**
 * Ask `p` which of `theirs` applies next; with `mayDecline`, they may let the other player's go first (null).
 * A lone processing that must apply is applied without a question.
 */
function pick(duel: DuelState, io: YgoAsker, p: PlayerId, theirs: readonly Due[], mayDecline: boolean): Due | null {
  if (!mayDecline && theirs.length === 1) return theirs[0]!;
  const options = theirs.map((x) => optionOf(duel, x, p));
  if (mayDecline) options.push({ id: 'pass', label: "Let the other player's processing apply first", kind: 'pass' });
  const ans = io.ask({
    player: p,
    kind: 'select-option',
    about: 'end-phase-processing',
    rule: '003 §3.6.3',
    prompt: 'End Phase: choose the processing that applies next',
    options,
    min: 1,
    max: 1,
  });
  return theirs[ans[0]!] ?? null;
}

export function endProcessingTask(duel: DuelState, t: TaskOf<'end-processing'>, io: YgoAsker): void {
  const all = due(duel);
  if (all.length === 0) {
    done(duel, t);
    return;
  }
  const tp = duel.turnPlayer;
  const opp = (1 - tp) as PlayerId;
  const mine = all.filter((x) => x.player === tp);
  const theirs = all.filter((x) => x.player !== tp);
  let chosen: Due | null = null;
  if (t.stage === 'turn-player') {
    if (mine.length > 0) chosen = pick(duel, io, tp, mine, theirs.length > 0);
    if (chosen === null) toStage(duel, t, 'opponent');
  }
  if (chosen === null && t.stage === 'opponent') {
    if (theirs.length > 0) chosen = pick(duel, io, opp, theirs, mine.length > 0);
    if (chosen === null) toStage(duel, t, 'turn-player-must');
  }
  // 003 §3.6.3 TC-134: when both decline, the turn player's processing must apply.
  if (chosen === null) chosen = pick(duel, io, tp, mine, false)!;
  apply(duel, chosen, io);
  // Next: what it caused is answered first, then the question starts again from the turn player.
  toStage(duel, t, 'turn-player');
  push(duel, { k: 'window', kind: 'response', who: tp, passes: 0, ifRecent: true });
}

function apply(duel: DuelState, x: Due, io: YgoAsker): void {
  if (x.control >= 0) {
    log(duel, { type: 'end-processing', player: x.player, code: 0, action: 'return-control' });
    returnControl(duel, x.control, io);
    return;
  }
  const d = duel.delayed[x.delayed]!;
  const cards = stillThere(duel, d);
  log(duel, { type: 'end-processing', player: d.player, code: d.code, action: d.action });
  if (d.action === 'destroy') destroy(duel, cards, Reason.EFFECT, d.player, io);
  else if (d.action === 'shuffle-into-deck') toDeck(duel, cards, Reason.EFFECT, d.player, 'shuffle');
  // "Your opponent must activate it during the End Phase or else send it to the GY": not activated, still Set.
  else if (d.action === 'set-card-to-gy') sendToGy(duel, cards, Reason.EFFECT, d.player, io);
  else returnFromBanished(duel, d, cards, io);
  // Applied once: it is gone from the list whatever happened to its cards (removed last: destroy may ask first).
  duel.delayed.splice(x.delayed, 1);
}

/** At the end of the turn, processings of this turn or earlier that did not apply (their cards left) are dropped. */
export function dropPastProcessings(duel: DuelState): void {
  if (duel.delayed.length) duel.delayed = duel.delayed.filter((d) => d.turn > duel.turn);
}
