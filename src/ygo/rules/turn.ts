/** 003 §3.6.3 turn structure: Draw, Standby, Main 1, Battle (Start, Battle, Damage, End Steps), Main 2, End. */
import type { PlayerId } from '../../core/decision.ts';
import type { YgoAsker as Asker } from '../decisions.ts';
import { DUEL_LONG, Reason, type DuelState, type Phase, type TaskOf } from '../state.ts';
import { defIn } from '../cards/registry.ts';
import { describeCard } from './describe.ts';
import { push, replace, toStage } from './tasks.ts';
import { cardId } from '../decisions.ts';
import { log, newGroup, raise } from './events.ts';
import { discard, draw } from './moves.ts';
import { dropPastProcessings } from './end-phase.ts';
import { expireLingering } from './lingering.ts';
import { isNegated } from './statics.ts';
import { battleAllowed } from './window.ts';
import { poolHas } from './pool.ts';

const NONE: number[] = [];

/** 003 §3.6.3: a new turn: the other player's, with the per-turn counts reset. */
export function turnTask(duel: DuelState, t: TaskOf<'turn'>): void {
  if (duel.turn > 0) duel.turnPlayer = (1 - duel.turnPlayer) as PlayerId;
  duel.turn++;
  for (const p of duel.players) {
    p.normalSummons = 0;
    p.specialSummons = 0;
    p.summons = 0;
    // 003 §2.1.4: the Summon history is per turn.
    p.summonHistory = [];
    // 003 §3.4.4: extra Normal Summon grants last for the turn.
    p.extraNormalUsed = false;
    p.extraGrants = [];
    if (p.monsterEffectCosts.length) p.monsterEffectCosts = [];
    if (p.attackHistory.length) p.attackHistory = [];
  }
  for (const c of duel.cards) {
    c.attacks = 0;
    c.battles = 0;
  }
  duel.hadBattle = false;
  duel.phaseChoice = null;
  // 003 §3.5.1: uses of this turn, and "once per Duel" uses (DUEL_LONG), are kept.
  duel.oncePerTurn = duel.oncePerTurn.filter((u) => u.turn === duel.turn || u.turn === DUEL_LONG);
  if (duel.spellActivations.length) duel.spellActivations = [];
  if (duel.locks.length) duel.locks = duel.locks.filter((l) => l.untilTurn >= duel.turn);
  log(duel, { type: 'turn', turn: duel.turn, player: duel.turnPlayer });
  replace(duel, t, { k: 'phase', ph: 'draw', stage: 'enter' });
}

function enter(duel: DuelState, ph: Phase): void {
  duel.phase = ph;
  duel.phaseGroup = duel.group;
  log(duel, { type: 'phase', phase: ph, turn: duel.turn });
  if (ph === 'standby' || ph === 'end') runPhaseHooks(duel, ph);
}

/** Text-imposed processing at a phase, without the chain (PhaseHook), turn player's cards first. */
function runPhaseHooks(duel: DuelState, ph: 'standby' | 'end'): void {
  for (const p of [duel.turnPlayer, (1 - duel.turnPlayer) as PlayerId]) {
    const pl = duel.players[p];
    const field = [...pl.mzone, ...pl.szone, pl.fzone];
    for (const u of field) {
      if (u < 0) continue;
      const c = duel.cards[u]!;
      const hooks = defIn(duel, c.code).phaseHooks;
      if (!hooks || !c.faceUp || c.controller !== p) continue;
      for (const h of hooks) if (h.phase === ph) h.run(duel, c);
    }
  }
}

function window(duel: DuelState, kind: 'plain' | 'main' | 'battle'): void {
  push(duel, { k: 'window', kind, who: duel.turnPlayer, passes: 0 });
}

function next(duel: DuelState, t: TaskOf<'phase'>, ph: Phase): void {
  replace(duel, t, { k: 'phase', ph, stage: 'enter' });
}

/**
 * 003 §3.6.3: the normal draw is 1 card, unless a continuous effect of a face-up, not negated monster of the turn
 * player replaces it ("for your normal draw in your Draw Phase, draw N cards instead": Knightmare Unicorn).
 */
function normalDrawCount(duel: DuelState, tp: PlayerId): number {
  let n = 1;
  const mine = duel.players[tp].mzone.concat(duel.emz.filter((u) => u >= 0 && duel.cards[u]!.controller === tp));
  for (const u of mine) {
    if (u < 0) continue;
    const c = duel.cards[u]!;
    const f = defIn(duel, c.code).normalDraw;
    if (f && c.faceUp && !isNegated(duel, c)) n = Math.max(n, f(duel, c));
  }
  return n;
}

/**
 * 003 §3.6.3: the turn player's cards whose "instead of conducting your normal draw" effect may replace the draw now
 * (in the place the effect works from: Iron Core of Koa'ki Meiru in the GY), in uid order.
 */
function drawReplacements(duel: DuelState, tp: PlayerId): number[] {
  // Every Draw Phase asks this: a duel whose decks hold no such card skips the scan (rules/pool.ts).
  if (!poolHas(duel, 'draw-replacement', (def) => def.drawReplacement !== undefined)) return NONE;
  const out: number[] = [];
  for (const c of duel.cards) {
    const r = defIn(duel, c.code).drawReplacement;
    if (r && c.controller === tp && r.range.includes(c.location) && r.can(duel, c)) out.push(c.uid);
  }
  return out;
}

/**
 * 003 §3.6.3: the normal draw. Before it, nothing is activated or resolved except "instead of your normal draw"
 * effects: the turn player is offered each one, or the draw itself (asked before anything changes).
 */
function normalDraw(duel: DuelState, tp: PlayerId, io: Asker): void {
  const n = normalDrawCount(duel, tp);
  const instead = drawReplacements(duel, tp);
  if (instead.length > 0) {
    const ans = io.ask({
      player: tp,
      kind: 'select-option',
      about: 'draw-replacement',
      rule: '003 §3.6.3',
      min: 1,
      max: 1,
      prompt: 'Conduct your normal draw, or use an effect instead of it?',
      options: [
        // 'no': no replacement (what passing answers).
        { id: 'draw', label: `Draw ${n} card(s)`, kind: 'no' },
        ...instead.map((u) => ({
          id: cardId(u),
          label: `${describeCard(duel, u, tp)}: ${defIn(duel, duel.cards[u]!.code).drawReplacement!.label}`,
          kind: 'card',
          card: u,
        })),
      ],
    });
    const pick = ans[0]!;
    if (pick > 0) {
      const u = instead[pick - 1]!;
      // 003 §3.6.3: done instead of the draw: no card is drawn (and an empty Deck does not lose).
      defIn(duel, duel.cards[u]!.code).drawReplacement!.run(duel, duel.cards[u]!);
      return;
    }
  }
  draw(duel, tp, n, Reason.RULE);
}

/**
 * 003 §3.6.3: whether the turn player skips this Main Phase 1 ("your opponent skips their next Main Phase 1"), and if so
 * where the turn goes: the Battle Phase (when it is allowed and the player wants it) or the End Phase. The record is
 * spent here, after the question.
 */
function skipMain1(duel: DuelState, tp: PlayerId, io: Asker): Phase | null {
  const i = duel.skippedPhases.findIndex((k) => k.player === tp && k.phase === 'main1');
  if (i < 0) return null;
  let to: Phase = 'end';
  if (battleAllowed(duel)) {
    const ans = io.ask({
      player: tp,
      kind: 'select-option',
      about: 'skipped-main-phase',
      rule: '003 §3.6.3',
      min: 1,
      max: 1,
      prompt: 'Your Main Phase 1 is skipped: go to your Battle Phase or your End Phase?',
      options: [
        { id: 'phase:battle', label: 'Battle Phase', kind: 'phase', data: { to: 'battle' } },
        { id: 'phase:end', label: 'End Phase', kind: 'phase', data: { to: 'end' } },
      ],
    });
    if (ans[0] === 0) to = 'battle';
  }
  duel.skippedPhases.splice(i, 1);
  log(duel, { type: 'phase-skipped', phase: 'main1', turn: duel.turn, player: tp });
  return to;
}

/** 003 §3.6.3: each phase and step, with the windows in it. */
export function phaseTask(duel: DuelState, t: TaskOf<'phase'>, io: Asker): void {
  const ph = t.ph;
  const s = t.stage;
  const tp = duel.turnPlayer;
  switch (ph) {
    case 'draw':
      if (s === 'enter') {
        enter(duel, 'draw');
        // 003 §3.6.3: the first player skips the draw on turn 1 (per rule set).
        if (!(duel.turn === 1 && !duel.rules.firstPlayerDraws)) normalDraw(duel, tp, io);
        // 003 §3.6.3: after the draw, "during your Draw Phase" effects (Iron Core of Koa'ki Meiru in the GY).
        newGroup(duel);
        raise(duel, 'phase-draw', -1, tp, Reason.RULE, null);
        toStage(duel, t, 'leave');
        window(duel, 'plain');
        return;
      }
      return next(duel, t, 'standby');
    case 'standby':
      if (s === 'enter') {
        enter(duel, 'standby');
        newGroup(duel);
        raise(duel, 'phase-standby', -1, tp, Reason.RULE, null);
        toStage(duel, t, 'leave');
        window(duel, 'plain');
        return;
      }
      return next(duel, t, 'main1');
    case 'main1':
    case 'main2':
      if (s === 'enter' && ph === 'main1') {
        // 003 §3.6.3: a skipped Main Phase 1 is never entered.
        const to = skipMain1(duel, tp, io);
        if (to !== null) return next(duel, t, to);
      }
      if (s === 'enter') {
        enter(duel, ph);
        duel.phaseChoice = null;
        toStage(duel, t, 'leave');
        window(duel, 'main');
        return;
      }
      return next(duel, t, ph === 'main1' && duel.phaseChoice === 'battle' ? 'battle' : 'end');
    case 'battle':
      if (s === 'enter') {
        enter(duel, 'battle');
        duel.battleStep = 'start';
        toStage(duel, t, 'battle-step');
        window(duel, 'plain');
        return;
      }
      if (s === 'battle-step') {
        duel.battleStep = 'battle';
        log(duel, { type: 'battle-step', step: 'battle' });
        toStage(duel, t, 'end-step');
        window(duel, 'battle');
        return;
      }
      if (s === 'end-step') {
        duel.battleStep = 'end';
        log(duel, { type: 'battle-step', step: 'end' });
        // 003 §3.6.3 End Step: "at the end of the Battle Phase" effects trigger now (Dante, Traveler of the Burning Abyss).
        newGroup(duel);
        raise(duel, 'phase-battle-end', -1, tp, Reason.RULE, null);
        toStage(duel, t, 'leave');
        window(duel, 'plain');
        return;
      }
      duel.battleStep = null;
      // 003 §3.6.3: Main Phase 2 only after a Battle Phase.
      return next(duel, t, 'main2');
    case 'end':
      if (s === 'enter') {
        enter(duel, 'end');
        newGroup(duel);
        raise(duel, 'phase-end', -1, tp, Reason.RULE, null);
        toStage(duel, t, 'processings');
        window(duel, 'plain');
        return;
      }
      if (s === 'processings') {
        // 003 §3.6.3: after both pass, the mandatory End Phase processings (delayed effects, "until the End Phase"
        // control changes ending, 003 §3.4.4 TC-84), in the players' order; then the hand limit.
        toStage(duel, t, 'leave');
        push(duel, { k: 'hand-limit' });
        push(duel, { k: 'end-processing', stage: 'turn-player' });
        return;
      }
      // 003 §3.6.3: "until the end of the turn" lasts until the hand adjustment is done.
      expireLingering(duel, true);
      dropPastProcessings(duel);
      replace(duel, t, { k: 'turn' });
      return;
  }
}

/** 003 §3.6.3: a turn player with more than 6 cards discards down to 6 (not "by card effect"). */
export function handLimitTask(duel: DuelState, t: TaskOf<'hand-limit'>, io: Asker): void {
  const tp = duel.turnPlayer;
  const hand = duel.players[tp].hand;
  const excess = hand.length - duel.rules.handLimit;
  if (excess > 0) {
    const ans = io.ask({
      player: tp,
      kind: 'select-cards',
      about: 'hand-limit-discard',
      rule: '003 §3.6.3',
      min: excess,
      max: excess,
      prompt: `Hand limit: discard ${excess} card(s)`,
      options: hand.map((u) => ({ id: cardId(u), label: describeCard(duel, u, tp), kind: 'card', card: u })),
    });
    discard(
      duel,
      ans.map((i) => hand[i]!),
      Reason.RULE,
      tp,
      io,
    );
  }
  replace(duel, t, { k: 'window', kind: 'plain', who: tp, passes: 0 });
}
