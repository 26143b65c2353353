/**
 * 003 §3.6.2 priority: at each phase or step the turn player gets priority first; the phase
 * or step ends only when both pass in succession with nothing left to resolve. In the Main
 * Phase's open state the turn player may also Summon, Set and change positions; in the Battle
 * Step, declare attacks.
 */
import { isLocked } from './lingering.ts';
import type { DecisionOption, PlayerId } from '../../core/decision.ts';
import { cardDef } from '../cards/registry.ts';
import { type DuelState, type TaskOf, type WindowKind } from '../state.ts';
import { DAMAGE_TIMING_ABOUT, type YgoAbout, type YgoAsker } from '../decisions.ts';
import { activatable, type Activation, type Window } from './activation.ts';
import { activationOption, startChain } from './chain.ts';
import { describeCard } from './describe.ts';
import { done, forgetAnswers, keepBeforeAsking, keptBeforeAsking, push } from './tasks.ts';
import {
  canChangePosition,
  canFlipSummon,
  canGeminiSummon,
  canInherentSummon,
  normalSummonOptions,
  setForbidden,
  changeBattlePosition,
} from './summon.ts';
import { attackOptions, type AttackChoice } from './battle.ts';
import { freeSpellZones } from './zones.ts';
import { checkWinConditions } from './win.ts';
import { lookingOnly } from './statics.ts';
import { synchroCandidates } from './synchro.ts';
import { xyzCandidates } from './xyz.ts';
import { linkCandidates } from './link.ts';
import { canPendulumSummon } from './pendulum.ts';

export type { WindowKind } from '../state.ts';

type Action =
  | { t: 'activate'; a: Activation }
  | { t: 'summon' | 'set' | 'summon-defense'; uid: number; grant: number }
  | { t: 'flip' | 'position' | 'set-spell' | 'gemini'; uid: number }
  | { t: 'inherent'; uid: number; proc: number }
  | { t: 'synchro' | 'xyz' | 'link'; uid: number }
  | { t: 'pendulum' }
  | { t: 'attack'; c: AttackChoice }
  | { t: 'next'; to: 'battle' | 'end' | 'end-battle' | 'pass' };

function mainActions(duel: DuelState, p: PlayerId, out: Action[]): void {
  const pl = duel.players[p];
  for (const u of pl.hand) {
    const def = cardDef(duel.cards[u]!.code);
    if (def.kind === 'monster') {
      // 003 §3.3.2: the Normal Summon and the Set, each unless a lock stops it (003 §2.1.4).
      for (const o of normalSummonOptions(duel, u, p))
        out.push({ t: o.way === 'defense' ? 'summon-defense' : o.way, uid: u, grant: o.grant });
      const procs = def.summonProcedures;
      if (procs)
        for (let i = 0; i < procs.length; i++)
          if (canInherentSummon(duel, u, p, i)) out.push({ t: 'inherent', uid: u, proc: i });
    } else if ((def.spellType === 'field' || freeSpellZones(duel, p) > 0) && !setForbidden(duel, p)) {
      // 003 §3.3.3–§3.3.4: Spells and Traps may be Set in your Main Phase.
      out.push({ t: 'set-spell', uid: u });
    }
  }
  // 003 §3.3.2: procedures that Special Summon from the GY (Infernoid Onuncu, Grapha, Dragon Lord of Dark World).
  for (const u of pl.gy) {
    const procs = cardDef(duel.cards[u]!.code).summonProcedures;
    if (procs)
      for (let i = 0; i < procs.length; i++)
        if (canInherentSummon(duel, u, p, i)) out.push({ t: 'inherent', uid: u, proc: i });
  }
  // 003 §3.3.2: "(Polymerization not required)" Fusion Monsters' own procedures from the Extra Deck.
  for (const u of pl.extra) {
    const procs = cardDef(duel.cards[u]!.code).summonProcedures;
    if (procs)
      for (let i = 0; i < procs.length; i++)
        if (canInherentSummon(duel, u, p, i)) out.push({ t: 'inherent', uid: u, proc: i });
  }
  // 003 §3.3.2: Synchro Summons from the Extra Deck, at open state.
  for (const u of synchroCandidates(duel, p)) out.push({ t: 'synchro', uid: u });
  for (const u of xyzCandidates(duel, p)) out.push({ t: 'xyz', uid: u });
  for (const u of linkCandidates(duel, p)) out.push({ t: 'link', uid: u });
  // 003 §3.3.2: a Pendulum Summon, once per turn, with both Pendulum Zones used (never offered otherwise).
  if (canPendulumSummon(duel, p)) out.push({ t: 'pendulum' });
  // 003 §3.2.1: a monster in an Extra Monster Zone is a monster in a Monster Zone like the others.
  for (const u of pl.mzone) if (u >= 0) fieldMonsterActions(duel, u, p, out);
  for (const u of duel.emz) if (u >= 0 && duel.cards[u]!.controller === p) fieldMonsterActions(duel, u, p, out);
}

/** A Flip Summon or a change of battle position for a monster `p` controls (003 §3.3.2). */
function fieldMonsterActions(duel: DuelState, u: number, p: PlayerId, out: Action[]): void {
  // 003 §3.4.4: a face-up Gemini may be Normal Summoned again (a Gemini Summon).
  if (canGeminiSummon(duel, u, p)) out.push({ t: 'gemini', uid: u });
  if (canFlipSummon(duel, u, p)) out.push({ t: 'flip', uid: u });
  else if (canChangePosition(duel, u, p)) out.push({ t: 'position', uid: u });
}

function label(duel: DuelState, a: Action, p: PlayerId): DecisionOption {
  switch (a.t) {
    case 'activate':
      return activationOption(duel, a.a, p);
    case 'summon':
      // 003 §3.4.4: an additional Normal Summon names the grant it uses.
      return a.grant
        ? {
            id: `summon:#${a.uid}:${a.grant}`,
            label: `Normal Summon ${describeCard(duel, a.uid, p)} (in addition, by ${cardDef(a.grant).name})`,
            kind: 'summon',
            card: a.uid,
          }
        : {
            id: `summon:#${a.uid}`,
            label: `Normal Summon ${describeCard(duel, a.uid, p)}`,
            kind: 'summon',
            card: a.uid,
          };
    case 'summon-defense':
      // 003 §3.3.2 TC-25: under Light of Intervention a monster that would be Set is Summoned face-up in Defense.
      return {
        id: `summon-defense:#${a.uid}`,
        label: `Normal Summon ${describeCard(duel, a.uid, p)} in face-up Defense Position`,
        kind: 'summon',
        card: a.uid,
      };
    case 'set':
      return { id: `set:#${a.uid}`, label: `Set ${describeCard(duel, a.uid, p)}`, kind: 'set', card: a.uid };
    case 'set-spell':
      return {
        id: `set-spell:#${a.uid}`,
        label: `Set ${describeCard(duel, a.uid, p)}`,
        kind: 'set-spell',
        card: a.uid,
      };
    case 'gemini':
      return {
        id: `gemini-summon:#${a.uid}`,
        label: `Gemini Summon ${describeCard(duel, a.uid, p)} (Normal Summon it again)`,
        kind: 'summon',
        card: a.uid,
      };
    case 'flip':
      return {
        id: `flip-summon:#${a.uid}`,
        label: `Flip Summon ${describeCard(duel, a.uid, p)}`,
        kind: 'flip-summon',
        card: a.uid,
      };
    case 'position': {
      const label = `Change the battle position of ${describeCard(duel, a.uid, p)}`;
      return { id: `position:#${a.uid}`, label, kind: 'position', card: a.uid };
    }
    case 'inherent': {
      const proc = cardDef(duel.cards[a.uid]!.code).summonProcedures![a.proc]!.label;
      const label = `Special Summon ${describeCard(duel, a.uid, p)} (${proc})`;
      return { id: `special-summon:#${a.uid}:${a.proc}`, label, kind: 'special-summon', card: a.uid };
    }
    case 'synchro':
    case 'xyz':
    case 'link': {
      const method = a.t === 'synchro' ? 'Synchro' : a.t === 'xyz' ? 'Xyz' : 'Link';
      const label = `${method} Summon ${describeCard(duel, a.uid, p)}`;
      return { id: `${a.t}-summon:#${a.uid}`, label, kind: 'special-summon', card: a.uid };
    }
    case 'pendulum':
      return { id: 'pendulum-summon', label: 'Pendulum Summon', kind: 'special-summon' };
    case 'attack': {
      const { attacker, target } = a.c;
      const by = describeCard(duel, attacker, p);
      return target < 0
        ? {
            id: `attack:#${attacker}:direct`,
            label: `Attack directly with ${by}`,
            kind: 'attack',
            card: attacker,
            data: { target: -1 },
          }
        : {
            id: `attack:#${attacker}:#${target}`,
            label: `Attack ${describeCard(duel, target, p)} with ${by}`,
            kind: 'attack',
            card: attacker,
            data: { target },
          };
    }
    case 'next': {
      const text = {
        battle: 'Enter the Battle Phase',
        end: 'Go to the End Phase',
        'end-battle': 'End the Battle Phase',
        pass: 'Pass',
      }[a.to];
      return a.to === 'pass'
        ? { id: 'pass', label: text, kind: 'pass', data: { to: a.to } }
        : { id: `phase:${a.to}`, label: text, kind: 'phase', data: { to: a.to } };
    }
  }
}

function activationWindow(kind: WindowKind, duel: DuelState, who: PlayerId): Window {
  if (kind === 'summon') return 'summon';
  if (kind === 'damage') return 'damage';
  if (kind === 'main' && who === duel.turnPlayer && duel.chain.length === 0) return 'open';
  // Before Master Rule 2 (002 priority; digest 000-002-004 §12 item 18): right after a Summon in their Main Phase
  // the turn player may use their priority for Spell Speed 1 before the opponent answers.
  if (kind === 'response' && duel.rules.ignitionPriorityAfterSummon && afterOwnSummon(duel, who)) return 'open';
  return 'quick';
}

/** The turn player, in their Main Phase with no chain, answering a Summon that just succeeded. */
function afterOwnSummon(duel: DuelState, who: PlayerId): boolean {
  if (who !== duel.turnPlayer || duel.chain.length > 0 || (duel.phase !== 'main1' && duel.phase !== 'main2'))
    return false;
  return duel.recent.some((e) => e.kind === 'summoned');
}

/** 003 §3.6.3: the Battle Phase is not allowed on the first player's first turn (per rule set). */
export function battleAllowed(duel: DuelState): boolean {
  // "You cannot conduct your Battle Phase the turn you activate this card" (Soul Charge): a lock on the turn player.
  if (duel.locks.length && isLocked(duel, duel.turnPlayer, 'no-battle-phase')) return false;
  return duel.turn !== 1 || duel.rules.firstTurnBattle;
}

/** The phase moves and the pass, shared (actions are read, never changed). */
const NEXT = {
  battle: { t: 'next', to: 'battle' },
  end: { t: 'next', to: 'end' },
  'end-battle': { t: 'next', to: 'end-battle' },
  pass: { t: 'next', to: 'pass' },
} as const satisfies Record<string, Action>;

/** Everything `who` may do in this window, in the order the decision lists it (003 §3.6.2, §3.6.3). */
function legalActions(duel: DuelState, kind: WindowKind, who: PlayerId): Action[] {
  const actions: Action[] = [];
  for (const a of activatable(duel, who, activationWindow(kind, duel, who))) actions.push({ t: 'activate', a });
  if (who === duel.turnPlayer && kind === 'main') {
    mainActions(duel, who, actions);
    if (duel.phase === 'main1' && battleAllowed(duel)) actions.push(NEXT.battle);
    actions.push(NEXT.end);
  } else if (who === duel.turnPlayer && kind === 'battle') {
    for (const c of attackOptions(duel, who)) actions.push({ t: 'attack', c });
    actions.push(NEXT['end-battle']);
  } else {
    actions.push(NEXT.pass);
  }
  return actions;
}

/** 003 §3.6.2: one priority window; the task passes priority until both players pass in succession. */
export function windowTask(duel: DuelState, t: TaskOf<'window'>, io: YgoAsker): void {
  checkWinConditions(duel);
  if (duel.result) return;
  // Triggers and rule processing come before anyone gets priority (not during a Summon's negation window, 003 §3.3.2).
  if (duel.raised.length > 0 && duel.summoning.length === 0) {
    push(duel, { k: 'triggers', stage: 'collect' });
    return;
  }
  // A window opened only to answer what just happened closes when nothing did.
  if (t.ifRecent && duel.recent.length === 0) {
    done(duel, t);
    return;
  }
  const kind = t.kind;
  const who = t.who;
  const tp = duel.turnPlayer;
  const actions = keptBeforeAsking<Action[]>(t) ?? lookingOnly(duel, () => legalActions(duel, kind, who));
  let chosen: Action = actions[actions.length - 1]!;
  // ARCHITECTURE §3: a lone legal action is taken without asking, unless the config asks always.
  if (actions.length > 1 || duel.config.askAlways === true) {
    const ans = io.tryAsk(() => {
      keepBeforeAsking(t, actions);
      return {
        player: who,
        kind: 'action',
        about: windowAbout(duel, kind),
        rule: kind === 'battle' ? '003 §3.6.3' : '003 §3.6.2',
        min: 1,
        max: 1,
        prompt: prompts[kind],
        options: actions.map((a) => label(duel, a, who)),
      };
    });
    if (ans === null) return;
    chosen = actions[ans[0]!]!;
  }
  forgetAnswers(duel, t);
  if (chosen.t === 'next') {
    if (chosen.to !== 'pass') duel.phaseChoice = chosen.to;
    const passes = t.passes + 1;
    if (passes >= 2) {
      // Both passed in succession: the window closes and "When …" timings are over.
      duel.recent = [];
      done(duel, t);
      return;
    }
    t.passes = passes;
    t.who = (1 - who) as PlayerId;
    return;
  }
  // Any action gives the turn player priority again afterwards (003 §3.6.2).
  t.passes = 0;
  t.who = tp;
  if (chosen.t !== 'activate') duel.recent = [];
  switch (chosen.t) {
    case 'activate':
      startChain(duel, chosen.a, who);
      return;
    case 'gemini':
      // 003 §3.4.4: a Gemini Summon is a Normal Summon of the face-up Gemini.
      push(duel, { k: 'normal-summon', uid: chosen.uid, player: who, set: false });
      return;
    case 'summon':
    case 'set':
    case 'summon-defense': {
      const task: TaskOf<'normal-summon'> = {
        k: 'normal-summon',
        uid: chosen.uid,
        player: who,
        set: chosen.t === 'set',
      };
      if (chosen.t === 'summon-defense') task.defense = true;
      if (chosen.grant) task.grant = chosen.grant;
      push(duel, task);
      return;
    }
    case 'flip':
      push(duel, { k: 'flip-summon', uid: chosen.uid, player: who });
      return;
    case 'position':
      changeBattlePosition(duel, chosen.uid);
      return;
    case 'inherent':
      push(duel, { k: 'inherent-summon', uid: chosen.uid, player: who, proc: chosen.proc });
      return;
    case 'synchro':
      push(duel, { k: 'synchro-summon', uid: chosen.uid, player: who });
      return;
    case 'xyz':
      push(duel, { k: 'xyz-summon', uid: chosen.uid, player: who });
      return;
    case 'link':
      push(duel, { k: 'link-summon', uid: chosen.uid, player: who });
      return;
    case 'pendulum':
      push(duel, { k: 'pendulum-summon', player: who });
      return;
    case 'set-spell':
      push(duel, { k: 'set-spell-trap', uid: chosen.uid, player: who });
      return;
    case 'attack':
      push(duel, { k: 'attack', a: chosen.c.attacker, target: chosen.c.target });
      return;
  }
}

const abouts: Record<Exclude<WindowKind, 'damage'>, YgoAbout> = {
  main: 'main-phase-action',
  battle: 'battle-step-action',
  plain: 'priority',
  response: 'response',
  summon: 'summon-negation',
};

function windowAbout(duel: DuelState, kind: WindowKind): YgoAbout {
  if (kind !== 'damage') return abouts[kind];
  // 003 §3.6.3: a Damage Step window names its timing.
  return DAMAGE_TIMING_ABOUT[duel.battle?.timing ?? 'start'];
}

const prompts: Record<WindowKind, string> = {
  main: 'Main Phase: choose an action',
  battle: 'Battle Step: declare an attack or end the Battle Phase',
  plain: 'You have priority: activate something or pass',
  response: 'Respond to what just happened, or pass',
  summon: 'A monster is being Summoned: negate it, or pass',
  damage: 'Damage Step: activate something or pass',
};
