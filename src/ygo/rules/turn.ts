/** 003 §3.6.3 turn structure: Draw, Standby, Main 1, Battle (Start, Battle, Damage, End Steps), Main 2, End. */
import type { PlayerId } from '../../core/decision.ts';
import { Reason, type DuelState, type Phase, type Task } from '../state.ts';
import { cardDef } from '../cards/registry.ts';
import { describeCard } from './describe.ts';
import { push, registerTask, replace, stage, type Io } from './engine.ts';
import { log, newGroup, raise } from './events.ts';
import { discard, draw } from './moves.ts';
import { returnControl } from './control.ts';
import { expireLingering } from './lingering.ts';

registerTask('turn', (duel: DuelState, t: Task) => {
  if (duel.turn > 0) duel.turnPlayer = (1 - duel.turnPlayer) as PlayerId;
  duel.turn++;
  for (const p of duel.players) {
    p.normalSummons = 0;
    p.specialSummons = 0;
  }
  for (const c of duel.cards) c.attacks = 0;
  duel.hadBattle = false;
  duel.phaseChoice = null;
  duel.oncePerTurn = duel.oncePerTurn.filter((u) => u.turn === duel.turn);
  if (duel.locks.length) duel.locks = duel.locks.filter((l) => l.untilTurn >= duel.turn);
  log(duel, { type: 'turn', turn: duel.turn, player: duel.turnPlayer });
  replace(duel, t, { k: 'phase', ph: 'draw', stage: 0 });
});

function enter(duel: DuelState, ph: Phase): void {
  duel.phase = ph;
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
      const hooks = cardDef(c.code).phaseHooks;
      if (!hooks || !c.faceUp || c.controller !== p) continue;
      for (const h of hooks) if (h.phase === ph) h.run(duel, c);
    }
  }
}

function window(duel: DuelState, kind: 'plain' | 'main' | 'battle'): void {
  push(duel, { k: 'window', kind, who: duel.turnPlayer, passes: 0 });
}

function next(duel: DuelState, t: Task, ph: Phase): void {
  replace(duel, t, { k: 'phase', ph, stage: 0 });
}

registerTask('phase', (duel: DuelState, t: Task) => {
  const ph = t['ph'] as Phase;
  const s = t['stage'] as number;
  const tp = duel.turnPlayer;
  switch (ph) {
    case 'draw':
      if (s === 0) {
        enter(duel, 'draw');
        // 003 §3.6.3: the first player skips the draw on turn 1 (per rule set).
        if (!(duel.turn === 1 && !duel.rules.firstPlayerDraws)) draw(duel, tp, 1, Reason.RULE);
        stage(t, 1);
        window(duel, 'plain');
        return;
      }
      return next(duel, t, 'standby');
    case 'standby':
      if (s === 0) {
        enter(duel, 'standby');
        newGroup(duel);
        raise(duel, 'phase-standby', -1, tp, Reason.RULE, null);
        stage(t, 1);
        window(duel, 'plain');
        return;
      }
      return next(duel, t, 'main1');
    case 'main1':
    case 'main2':
      if (s === 0) {
        enter(duel, ph);
        duel.phaseChoice = null;
        stage(t, 1);
        window(duel, 'main');
        return;
      }
      return next(duel, t, ph === 'main1' && duel.phaseChoice === 'battle' ? 'battle' : 'end');
    case 'battle':
      if (s === 0) {
        enter(duel, 'battle');
        duel.battleStep = 'start';
        stage(t, 1);
        window(duel, 'plain');
        return;
      }
      if (s === 1) {
        duel.battleStep = 'battle';
        log(duel, { type: 'battle-step', step: 'battle' });
        stage(t, 2);
        window(duel, 'battle');
        return;
      }
      if (s === 2) {
        duel.battleStep = 'end';
        log(duel, { type: 'battle-step', step: 'end' });
        stage(t, 3);
        window(duel, 'plain');
        return;
      }
      duel.battleStep = null;
      // 003 §3.6.3: Main Phase 2 only after a Battle Phase.
      return next(duel, t, 'main2');
    case 'end':
      if (s === 0) {
        enter(duel, 'end');
        newGroup(duel);
        raise(duel, 'phase-end', -1, tp, Reason.RULE, null);
        stage(t, 1);
        window(duel, 'plain');
        return;
      }
      if (s === 1) {
        // "Until the End Phase" control changes end (003 §3.4.4, TC-84).
        returnControl(duel);
        stage(t, 2);
        push(duel, { k: 'hand-limit' });
        return;
      }
      // 003 §3.6.3: "until the end of the turn" lasts until the hand adjustment is done.
      expireLingering(duel, true);
      replace(duel, t, { k: 'turn' });
      return;
  }
});

/** 003 §3.6.3: a turn player with more than 6 cards discards down to 6 (not "by card effect"). */
registerTask('hand-limit', (duel: DuelState, t: Task, io: Io) => {
  const tp = duel.turnPlayer;
  const hand = duel.players[tp].hand;
  const excess = hand.length - duel.rules.handLimit;
  if (excess > 0) {
    const ans = io.ask({
      player: tp, kind: 'select-cards', rule: '003 §3.6.3', min: excess, max: excess,
      prompt: `Hand limit: discard ${excess} card(s)`,
      options: hand.map((u) => ({ label: describeCard(duel, u, tp), kind: 'card', card: u })),
    });
    discard(duel, ans.map((i) => hand[i]!), Reason.RULE, tp);
  }
  replace(duel, t, { k: 'window', kind: 'plain', who: tp, passes: 0 });
});
