/**
 * 003 §3.6.2 priority: at each phase or step the turn player gets priority first; the phase
 * or step ends only when both pass in succession with nothing left to resolve. In the Main
 * Phase's open state the turn player may also Summon, Set and change positions; in the Battle
 * Step, declare attacks.
 */
import type { DecisionOption, PlayerId } from '../../core/decision.ts';
import { cardDef } from '../cards/registry.ts';
import { Reason, type DuelState, type Task } from '../state.ts';
import { activatable, type Activation, type Window } from './activation.ts';
import { activationOption, startChain } from './chain.ts';
import { describeCard } from './describe.ts';
import { push, registerTask, type Io, done } from './engine.ts';
import { log } from './events.ts';
import { canChangePosition, canFlipSummon, canInherentSummon, canNormalSummon, changeBattlePosition } from './summon.ts';
import { attackOptions, type AttackChoice } from './battle.ts';
import { freeSpellZones, moveCard } from './zones.ts';
import { checkWinConditions } from './win.ts';
import { sendToGy } from './moves.ts';

/** What kind of open state a window is. */
export type WindowKind = 'main' | 'battle' | 'plain' | 'response' | 'summon' | 'damage';

type Action =
  | { t: 'activate'; a: Activation }
  | { t: 'summon' | 'set'; uid: number }
  | { t: 'flip' | 'position' | 'set-spell'; uid: number }
  | { t: 'inherent'; uid: number; proc: number }
  | { t: 'attack'; c: AttackChoice }
  | { t: 'next'; to: 'battle' | 'end' | 'end-battle' | 'pass' };

function mainActions(duel: DuelState, p: PlayerId, out: Action[]): void {
  const pl = duel.players[p];
  for (const u of pl.hand) {
    const def = cardDef(duel.cards[u]!.code);
    if (def.kind === 'monster') {
      if (canNormalSummon(duel, u, p)) {
        out.push({ t: 'summon', uid: u });
        out.push({ t: 'set', uid: u });
      }
      const procs = def.summonProcedures;
      if (procs) for (let i = 0; i < procs.length; i++) if (canInherentSummon(duel, u, p, i)) out.push({ t: 'inherent', uid: u, proc: i });
    } else if (def.spellType === 'field' || freeSpellZones(duel, p) > 0) {
      // 003 §3.3.3–§3.3.4: Spells and Traps may be Set in your Main Phase.
      out.push({ t: 'set-spell', uid: u });
    }
  }
  for (const u of pl.mzone) {
    if (u < 0) continue;
    if (canFlipSummon(duel, u, p)) out.push({ t: 'flip', uid: u });
    else if (canChangePosition(duel, u, p)) out.push({ t: 'position', uid: u });
  }
}

function label(duel: DuelState, a: Action, p: PlayerId): DecisionOption {
  switch (a.t) {
    case 'activate': return activationOption(duel, a.a, p);
    case 'summon': return { label: `Normal Summon ${describeCard(duel, a.uid, p)}`, kind: 'summon', card: a.uid };
    case 'set': return { label: `Set ${describeCard(duel, a.uid, p)}`, kind: 'set', card: a.uid };
    case 'set-spell': return { label: `Set ${describeCard(duel, a.uid, p)}`, kind: 'set-spell', card: a.uid };
    case 'flip': return { label: `Flip Summon ${describeCard(duel, a.uid, p)}`, kind: 'flip-summon', card: a.uid };
    case 'position': return { label: `Change the battle position of ${describeCard(duel, a.uid, p)}`, kind: 'position', card: a.uid };
    case 'inherent': return { label: `Special Summon ${describeCard(duel, a.uid, p)} (${cardDef(duel.cards[a.uid]!.code).summonProcedures![a.proc]!.label})`, kind: 'special-summon', card: a.uid };
    case 'attack': return a.c.target < 0
      ? { label: `Attack directly with ${describeCard(duel, a.c.attacker, p)}`, kind: 'attack', card: a.c.attacker, data: { target: -1 } }
      : { label: `Attack ${describeCard(duel, a.c.target, p)} with ${describeCard(duel, a.c.attacker, p)}`, kind: 'attack', card: a.c.attacker, data: { target: a.c.target } };
    case 'next': {
      const text = { battle: 'Enter the Battle Phase', end: 'Go to the End Phase', 'end-battle': 'End the Battle Phase', pass: 'Pass' }[a.to];
      return { label: text, kind: a.to === 'pass' ? 'pass' : 'phase', data: { to: a.to } };
    }
  }
}

function activationWindow(kind: WindowKind, duel: DuelState, who: PlayerId): Window {
  if (kind === 'summon') return 'summon';
  if (kind === 'damage') return 'damage';
  if (kind === 'main' && who === duel.turnPlayer && duel.chain.length === 0) return 'open';
  return 'quick';
}

/** 003 §3.6.3: the Battle Phase is not allowed on the first player's first turn (per rule set). */
function battleAllowed(duel: DuelState): boolean {
  return duel.turn !== 1 || duel.rules.firstTurnBattle;
}

registerTask('window', (duel: DuelState, t: Task, io: Io) => {
  checkWinConditions(duel);
  if (duel.result) return;
  // Triggers and rule processing come before anyone gets priority (not during a Summon's negation window, 003 §3.3.2).
  if (duel.raised.length > 0 && duel.summoning.length === 0) {
    push(duel, { k: 'triggers', stage: 0 });
    return;
  }
  // A window opened only to answer what just happened closes when nothing did.
  if (t['ifRecent'] && duel.recent.length === 0) {
    done(duel, t);
    return;
  }
  const kind = t['kind'] as WindowKind;
  const who = t['who'] as PlayerId;
  const tp = duel.turnPlayer;
  const actions: Action[] = [];
  for (const a of activatable(duel, who, activationWindow(kind, duel, who))) actions.push({ t: 'activate', a });
  if (who === tp && kind === 'main') {
    mainActions(duel, who, actions);
    if (duel.phase === 'main1' && battleAllowed(duel)) actions.push({ t: 'next', to: 'battle' });
    actions.push({ t: 'next', to: 'end' });
  } else if (who === tp && kind === 'battle') {
    for (const c of attackOptions(duel, who)) actions.push({ t: 'attack', c });
    actions.push({ t: 'next', to: 'end-battle' });
  } else {
    actions.push({ t: 'next', to: 'pass' });
  }
  let chosen: Action = actions[actions.length - 1]!;
  if (actions.length > 1) {
    const ans = io.tryAsk(() => ({
      player: who, kind: 'action', rule: kind === 'battle' ? '003 §3.6.3' : '003 §3.6.2', min: 1, max: 1,
      prompt: prompts[kind],
      options: actions.map((a) => label(duel, a, who)),
    }));
    if (ans === null) return;
    chosen = actions[ans[0]!]!;
  }
  delete t.ans;
  if (chosen.t === 'next') {
    if (chosen.to !== 'pass') duel.phaseChoice = chosen.to;
    const passes = (t['passes'] as number) + 1;
    if (passes >= 2) {
      // Both passed in succession: the window closes and "When …" timings are over.
      duel.recent = [];
      done(duel, t);
      return;
    }
    t['passes'] = passes;
    t['who'] = 1 - who;
    return;
  }
  // Any action gives the turn player priority again afterwards (003 §3.6.2).
  t['passes'] = 0;
  t['who'] = tp;
  if (chosen.t !== 'activate') duel.recent = [];
  switch (chosen.t) {
    case 'activate':
      startChain(duel, chosen.a, who);
      return;
    case 'summon':
    case 'set':
      push(duel, { k: 'normal-summon', uid: chosen.uid, player: who, set: chosen.t === 'set' });
      return;
    case 'flip':
      push(duel, { k: 'flip-summon', uid: chosen.uid, player: who });
      return;
    case 'position':
      changeBattlePosition(duel, chosen.uid);
      return;
    case 'inherent':
      push(duel, { k: 'inherent-summon', uid: chosen.uid, player: who, proc: chosen.proc });
      return;
    case 'set-spell': {
      const def = cardDef(duel.cards[chosen.uid]!.code);
      // 003 §3.3.3: a new Field Spell replaces the old one, which is sent to the GY.
      const oldField = duel.players[who].fzone;
      if (def.spellType === 'field' && oldField >= 0) sendToGy(duel, [oldField], Reason.RULE, who);
      moveCard(duel, chosen.uid, def.spellType === 'field' ? 'fzone' : 'szone', { reason: Reason.RULE, by: who, controller: who, faceUp: false });
      log(duel, { type: 'set-spell', player: who, card: chosen.uid });
      return;
    }
    case 'attack':
      push(duel, { k: 'attack', a: chosen.c.attacker, target: chosen.c.target });
      return;
  }
});

const prompts: Record<WindowKind, string> = {
  main: 'Main Phase: choose an action',
  battle: 'Battle Step: declare an attack or end the Battle Phase',
  plain: 'You have priority: activate something or pass',
  response: 'Respond to what just happened, or pass',
  summon: 'A monster is being Summoned: negate it, or pass',
  damage: 'Damage Step: activate something or pass',
};
