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

/** 003 §3.6.3: each phase and step, with the windows in it. */
export function phaseTask(duel: DuelState, t: TaskOf<'phase'>): void {
  const ph = t.ph;
  const s = t.stage;
  const tp = duel.turnPlayer;
  switch (ph) {
    case 'draw':
      if (s === 'enter') {
        enter(duel, 'draw');
        // 003 §3.6.3: the first player skips the draw on turn 1 (per rule set).
        if (!(duel.turn === 1 && !duel.rules.firstPlayerDraws)) draw(duel, tp, normalDrawCount(duel, tp), Reason.RULE);
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
