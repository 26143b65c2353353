/**
 * 003 §3.4.3: Trigger effects. After an action or a chain, triggers whose events happened are
 * put on a new chain in SEGOC order: mandatory effects, then optional effects of public cards,
 * then optional effects of private cards; within each, the turn player's first, each player
 * ordering their own. Optional "When … you can" effects miss the timing when their event was
 * not the last thing to happen.
 */
import { poolHas } from './pool.ts';
import type { DecisionOption, PlayerId } from '../../core/decision.ts';
import { defIn } from '../cards/registry.ts';
import type { CardDef } from '../cards/types.ts';
import type { DuelEventRecord, DuelState, TaskOf, TriggerCandidate as Candidate } from '../state.ts';
import type { YgoAsker } from '../decisions.ts';
import { oncePerTurnKey, oncePerTurnUsed, scratchLink, speedOf, userOf } from './activation.ts';
import { EffectContext } from './context.ts';
import { describeCard } from './describe.ts';
import { done, push, toStage } from './tasks.ts';
import { hasEffects, isNegated, lookingOnly } from './statics.ts';
import { inPendulumZone, onField } from './zones.ts';
import { isPendulumMonster } from '../card-stats.ts';
import { stateCheck } from './chain.ts';
import { applyDamageHooks } from './damage-hooks.ts';
import { effectIndices, effectOf, hasGainedEffects } from './gained.ts';

function isPublic(duel: DuelState, uid: number): boolean {
  const c = duel.cards[uid]!;
  return c.faceUp && c.location !== 'hand' && c.location !== 'deck' && c.location !== 'extra';
}

const triggerCache = new Map<CardDef, readonly string[]>();

/**
 * The events this card's own trigger effects answer ('flipped' for a Flip effect), cached by definition (definitions
 * never change): most cards on the field have no trigger for most events, and are passed over at once.
 */
function triggerEvents(def: CardDef): readonly string[] {
  let v = triggerCache.get(def);
  if (v === undefined) {
    const kinds: string[] = [];
    for (const e of def.effects ?? []) {
      const kind = e.type === 'flip' ? 'flipped' : e.type === 'trigger' ? e.event : undefined;
      if (kind !== undefined && !kinds.includes(kind)) kinds.push(kind);
    }
    v = kinds;
    triggerCache.set(def, v);
  }
  return v;
}

/** Bit 1: a trigger that works from the GY (Treeborn Frog); bit 2: from the hand (Snow Plow Hustle Rustle). */
const pileTriggerCache = new Map<CardDef, number>();

function pileTriggers(def: CardDef): number {
  let v = pileTriggerCache.get(def);
  if (v === undefined) {
    v = 0;
    for (const e of def.effects ?? []) {
      if (e.type !== 'trigger' || !e.range) continue;
      if (e.range.includes('gy')) v |= 1;
      if (e.range.includes('hand')) v |= 2;
    }
    pileTriggerCache.set(def, v);
  }
  return v;
}

/** pileTriggers of a card as this duel's rule set prints it. */
function pilesOf(duel: DuelState, uid: number): number {
  return pileTriggers(defIn(duel, duel.cards[uid]!.code));
}

/** The cards with a trigger that works from where they are, in scan order: player 0's GY, hand, player 1's GY, hand. */
function pileWatchers(duel: DuelState): number[][] {
  const out: number[][] = [];
  for (let p = 0; p < 2; p++) {
    const pl = duel.players[p]!;
    out.push(pl.gy.filter((u) => (pilesOf(duel, u) & 1) !== 0));
    out.push(pl.hand.filter((u) => (pilesOf(duel, u) & 2) !== 0));
  }
  return out;
}

/** Does any card of this duel's decks trigger from the GY or hand? Decided once per configuration (shared by clones). */
function poolHasPileTriggers(duel: DuelState): boolean {
  return poolHas(duel, 'pileTriggers', (def) => pileTriggers(def) !== 0);
}

/** The group of the last action among these events. */
function lastGroupOf(raised: readonly DuelEventRecord[]): number {
  let last = -1;
  for (const ev of raised) if (ev.group > last) last = ev.group;
  return last;
}

/**
 * 003 §3.4.3: an event can still be answered by "When …" wording if it happened outside a chain or was the
 * chain's last action; otherwise that timing was missed.
 */
function isLastAction(ev: DuelEventRecord, lastGroup: number): boolean {
  return !ev.inSequence || ev.group === lastGroup;
}

function collect(duel: DuelState, raised: readonly DuelEventRecord[]): Candidate[] {
  const out: Candidate[] = [];
  const lastGroup = lastGroupOf(raised);
  const seen: string[] = [];
  const consider = (uid: number, ev: DuelEventRecord): void => {
    const c = duel.cards[uid]!;
    const def = defIn(duel, c.code);
    // 003 §3.4.4: a monster face-up in the Monster Zone also has the effects it gained or copied (Gagaga Head).
    const gains = c.location === 'mzone' && c.faceUp && (def.replacedByCopy !== undefined || hasGainedEffects(duel, c));
    if (!gains && (!def.effects || !triggerEvents(def).includes(ev.kind))) return;
    const indices = gains ? effectIndices(duel, c) : def.effects!.map((_, i) => i);
    for (const i of indices) {
      const e = effectOf(duel, c.code, i)!;
      if (e.type === 'flip') {
        if (ev.kind !== 'flipped' || ev.uid !== uid) continue;
      } else if (e.type !== 'trigger' || e.event !== ev.kind) continue;
      const key = e.oncePerAction ? `${uid}:${i}:${ev.kind}:g${ev.group}` : `${uid}:${i}:${ev.kind}:${ev.uid}`;
      if (seen.includes(key)) continue;
      // 003 §3.4.4 TC-82: a card that moved after the event can no longer trigger from it.
      if (ev.uid === uid && c.stamp !== ev.stamp) continue;
      if (e.range && !e.range.includes(c.location)) continue;
      // 003 §3.3.3: in the Pendulum Zone a Pendulum Monster card's Pendulum Effects work, not its monster effects;
      // elsewhere the reverse.
      if (e.pendulum ? !inPendulumZone(duel, c) : c.location === 'szone' && isPendulumMonster(def)) continue;
      // 003 §3.4.4: a monster equipped as an Equip Card has only the effects it has as one (those name 'szone'); a
      // Gemini on the field has none until it is Gemini Summoned.
      if (!e.range && !e.pendulum && c.location === 'szone' && def.kind === 'monster') continue;
      if (!hasEffects(c, def)) continue;
      if (e.type === 'flip' && (c.location !== 'mzone' || !c.faceUp)) continue;
      // 003 §3.4.3: optional "When … you can" misses the timing unless its event was the last thing to happen.
      if (e.when && !e.mandatory && !isLastAction(ev, lastGroup)) continue;
      // A negated card's effects do not activate: face-up on the field, or in the GY with its effects negated there
      // (Dark Ruler Ha Des, 003 §3.4.4 TC-104).
      if (((onField(c.location) && c.faceUp) || c.location === 'gy') && isNegated(duel, c)) continue;
      const player = userOf(c);
      if (oncePerTurnUsed(duel, oncePerTurnKey(c, e, i, player), e.timesPerTurn)) continue;
      const ctx = new EffectContext(
        duel,
        c,
        player,
        scratchLink(c, i, player, ev, speedOf(def, e), false),
        null,
        ev,
        'check',
      );
      if (e.eventFilter && !e.eventFilter(ctx, ev)) continue;
      if (e.condition && !e.condition(ctx)) continue;
      if (e.cost && !e.cost.can(ctx)) continue;
      if (e.target && !e.target.can(ctx)) continue;
      const mandatory = e.mandatory === true || (e.type === 'flip' && e.mandatory !== false);
      // 003 §3.4.3: an optional effect whose resolution would be entirely impossible is not activated (a mandatory one
      // still is).
      if (!mandatory && e.feasible && !e.feasible(ctx)) continue;
      seen.push(key);
      out.push({
        uid,
        eff: i,
        player,
        mandatory,
        pub: isPublic(duel, uid),
        ev,
      });
    }
  };
  // Cards in the GY and hand whose triggers work there, per player: found once (nothing moves while triggers are
  // collected), looked at for every event.
  const piles = poolHasPileTriggers(duel) ? pileWatchers(duel) : null;
  for (const ev of raised) {
    if (ev.uid >= 0) consider(ev.uid, ev);
    // Cards on the field watch events about other cards and the phases.
    for (let p = 0; p < 2; p++) {
      const pl = duel.players[p]!;
      for (let i = 0; i < pl.mzone.length; i++) {
        const u = pl.mzone[i]!;
        if (u >= 0 && u !== ev.uid && duel.cards[u]!.faceUp) consider(u, ev);
      }
      for (let i = 0; i < pl.szone.length; i++) {
        const u = pl.szone[i]!;
        if (u >= 0 && u !== ev.uid && duel.cards[u]!.faceUp) consider(u, ev);
      }
      if (pl.fzone >= 0 && pl.fzone !== ev.uid && duel.cards[pl.fzone]!.faceUp) consider(pl.fzone, ev);
    }
    for (let i = 0; i < duel.emz.length; i++) {
      const u = duel.emz[i]!;
      if (u >= 0 && u !== ev.uid && duel.cards[u]!.faceUp) consider(u, ev);
    }
    // Cards in the GY whose triggers work there (e.g. "during your Standby Phase, if this card is in your GY").
    if (piles !== null) for (const list of piles) for (const u of list) if (u !== ev.uid) consider(u, ev);
  }
  // 003 §3.5.1: an effect usable once per turn by name can be activated once even when several copies trigger together.
  const keys: string[] = [];
  return out.filter((cand) => {
    const c = duel.cards[cand.uid]!;
    const key = oncePerTurnKey(c, effectOf(duel, c.code, cand.eff)!, cand.eff, cand.player);
    if (key === null || !key.startsWith('n')) return true;
    if (keys.includes(key)) return false;
    keys.push(key);
    return true;
  });
}

/** Events of the last action: what "When …" cards may answer in the next window. */
function lastAction(raised: readonly DuelEventRecord[]): DuelEventRecord[] {
  const lastGroup = lastGroupOf(raised);
  return raised.filter((ev) => isLastAction(ev, lastGroup));
}

/** 003 §3.4.3: the triggers of what happened go on a new chain, in order. */
export function triggersTask(duel: DuelState, t: TaskOf<'triggers'>, io: YgoAsker): void {
  if (t.stage === 'collect') {
    // 003 §3.3.2: while a Summon is being processed, triggers (e.g. of its Tributes) wait until it succeeds or is negated.
    if (duel.summoning.length > 0) {
      done(duel, t);
      return;
    }
    stateCheck(duel, io);
    // 003 §3.4.4: damage from continuous effects answering what happened, no chain, before the triggers.
    applyDamageHooks(duel);
    if (duel.result) {
      done(duel, t);
      return;
    }
    const raised = duel.raised;
    duel.raised = [];
    if (raised.length > 0) duel.recent = lastAction(raised);
    const cands = lookingOnly(duel, () => collect(duel, raised));
    if (cands.length === 0) {
      done(duel, t);
      return;
    }
    t.cands = cands;
    // A stage of its own: the order question below re-runs from here, not from the rule processing above.
    toStage(duel, t, 'order');
  }
  let cands = t.cands!;
  if (t.stage === 'one-by-one') {
    // Chosen and ordered already: the next one on a chain of its own, the rest after it has resolved.
    done(duel, t);
    if (cands.length > 1) push(duel, { k: 'triggers', stage: 'one-by-one', cands: cands.slice(1) });
    chainOf(duel, cands.slice(0, 1));
    return;
  }
  // "During the Standby/End Phase" effects are handled turn player first (003 §3.6.3, 002 p.27), as the rule set says.
  let later: Candidate[] = [];
  const tp = duel.turnPlayer;
  const phaseOnly = cands.every(
    (c) =>
      c.ev.kind === 'phase-draw' ||
      c.ev.kind === 'phase-standby' ||
      c.ev.kind === 'phase-end' ||
      c.ev.kind === 'phase-battle-end',
  );
  const procedure = phaseOnly ? duel.rules.phaseTriggers : 'simultaneous';
  // 002 p.27: the turn player's chain resolves before the opponent's phase effects form a chain of their own.
  if (procedure !== 'simultaneous' && cands.some((c) => c.player === tp) && cands.some((c) => c.player !== tp)) {
    later = cands.filter((c) => c.player !== tp);
    cands = cands.filter((c) => c.player === tp);
  }
  const order: Candidate[] =
    duel.rules.simultaneousTriggers === 'segoc' ? segocOrder(duel, cands, io) : turnPlayerFirstOrder(duel, cands, io);
  done(duel, t);
  if (later.length) push(duel, { k: 'triggers', stage: 'order', cands: later });
  if (procedure === 'one-at-a-time' && order.length > 1) {
    // 003 §3.4.3: phase-timing triggers are not simultaneous: activated and resolved one at a time, in the order chosen.
    push(duel, { k: 'triggers', stage: 'one-by-one', cands: order.slice(1) });
    chainOf(duel, order.slice(0, 1));
    return;
  }
  chainOf(duel, order);
}

/** Put the triggers on a new chain, in order (the first is Chain Link 1), then open it to responses. */
function chainOf(duel: DuelState, order: readonly Candidate[]): void {
  if (order.length === 0) return;
  const last = order[order.length - 1]!;
  push(duel, { k: 'chain', who: (1 - last.player) as PlayerId, passes: 0 });
  for (let i = order.length - 1; i >= 0; i--) {
    const c = order[i]!;
    push(duel, { k: 'activate', uid: c.uid, eff: c.eff, player: c.player, ev: c.ev, stage: 'open' });
  }
}

function triggerOption(duel: DuelState, c: Candidate, p: PlayerId): DecisionOption {
  const label = `${describeCard(duel, c.uid, p)}: ${effectOf(duel, duel.cards[c.uid]!.code, c.eff)!.label}`;
  // Unique within a decision: one candidate per card, effect and event (collect() drops repeats).
  return { id: `trigger:#${c.uid}:${c.eff}:${c.ev.kind}:#${c.ev.uid}`, label, kind: 'trigger', card: c.uid };
}

/**
 * 000 p.45 / 002 p.43: the turn player's triggers form the lower Chain Links, the opponent's go above them;
 * each player picks which optional ones to use and orders their own.
 */
function turnPlayerFirstOrder(duel: DuelState, cands: readonly Candidate[], io: YgoAsker): Candidate[] {
  const tp = duel.turnPlayer;
  const order: Candidate[] = [];
  for (const p of [tp, (1 - tp) as PlayerId]) {
    const mine = cands.filter((c) => c.player === p);
    const optional = mine.filter((c) => !c.mandatory);
    let chosen = mine.filter((c) => c.mandatory);
    if (optional.length > 0) {
      const ans = io.ask({
        player: p,
        kind: 'select-cards',
        about: 'trigger-select',
        rule: '000 p.45',
        min: 0,
        max: optional.length,
        prompt: 'Activate which optional trigger effects?',
        options: optional.map((c) => triggerOption(duel, c, p)),
      });
      chosen = chosen.concat(ans.map((i) => optional[i]!));
    }
    if (chosen.length > 1) {
      const ans = io.ask({
        player: p,
        kind: 'order',
        about: 'trigger-order',
        ordered: true,
        rule: '000 p.45',
        min: chosen.length,
        max: chosen.length,
        prompt: 'Order your trigger effects (first = lower Chain Link)',
        options: chosen.map((c) => triggerOption(duel, c, p)),
      });
      chosen = ans.map((i) => chosen[i]!);
    }
    for (const c of chosen) order.push(c);
  }
  return order;
}

/**
 * A trigger activated from the hand that Special Summons its own card (Gorz the Emissary of Darkness): 003 §3.4.3
 * TC-50: when several such effects in one player's hand could be activated at the same timing, they cannot be chained
 * together: only one of them may be activated.
 */
function summonsItselfFromHand(duel: DuelState, c: Candidate): boolean {
  const card = duel.cards[c.uid]!;
  if (card.location !== 'hand') return false;
  return effectOf(duel, card.code, c.eff)?.category?.includes('special-summon') === true;
}

/**
 * 003 §3.4.3 TC-50: of a player's optional triggers that Special Summon themselves from the hand, only one may be
 * activated: when there are several, the player first picks the one that stays (or none); the others are dropped.
 */
function oneSelfSummonFromHand(duel: DuelState, p: PlayerId, mine: Candidate[], io: YgoAsker): Candidate[] {
  const selfSummons = mine.filter((c) => summonsItselfFromHand(duel, c));
  if (selfSummons.length < 2) return mine;
  const ans = io.ask({
    player: p,
    kind: 'select-cards',
    about: 'trigger-select',
    rule: '003 §3.4.3',
    prompt: 'Only one of these effects that Special Summon their card from your hand may be activated: which one?',
    options: selfSummons.map((c) => triggerOption(duel, c, p)),
    min: 0,
    max: 1,
  });
  const kept = ans.map((i) => selfSummons[i]!);
  return mine.filter((c) => !selfSummons.includes(c) || kept.includes(c));
}

/** 003 §3.4.3 SEGOC. */
function segocOrder(duel: DuelState, cands: readonly Candidate[], io: YgoAsker): Candidate[] {
  const tp = duel.turnPlayer;
  const order: Candidate[] = [];
  // 003 §3.4.3 SEGOC: buckets in order; each player orders their own effects within a bucket.
  const buckets: Array<(c: Candidate) => boolean> = [
    (c) => c.mandatory,
    (c) => !c.mandatory && c.pub,
    (c) => !c.mandatory && !c.pub,
  ];
  for (const inBucket of buckets) {
    for (const p of [tp, (1 - tp) as PlayerId]) {
      let mine = cands.filter((c) => c.player === p && inBucket(c));
      if (mine.length === 0) continue;
      const mandatory = mine[0]!.mandatory;
      if (!mandatory) mine = oneSelfSummonFromHand(duel, p, mine, io);
      if (mine.length === 0) continue;
      if (mandatory && mine.length === 1 && duel.config.askAlways !== true) {
        order.push(mine[0]!);
        continue;
      }
      const ans = io.ask({
        player: p,
        kind: mandatory ? 'order' : 'select-cards',
        about: mandatory ? 'trigger-order' : 'trigger-select',
        ordered: true,
        rule: '003 §3.4.3',
        prompt: mandatory
          ? 'Order your mandatory trigger effects (first = lower Chain Link)'
          : 'Activate which optional trigger effects, in which order?',
        options: mine.map((c) => triggerOption(duel, c, p)),
        min: mandatory ? mine.length : 0,
        max: mine.length,
      });
      for (const i of ans) order.push(mine[i]!);
    }
  }
  return order;
}
