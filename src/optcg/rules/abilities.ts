/**
 * Auto abilities, activation and resolution (001 §8). Pending auto abilities wait in a
 * first-in, first-out queue (001 §8-6-1, §8-6-1-1); abilities that meet their timing together
 * form one batch with the turn player's part first. A resolving ability is a Task: a
 * resumable step machine kept in state as plain data.
 *
 * [Ambiguity] 001 §8-6-1-1 (Thai: C resolves before B; official English: after B). Following the
 * English and §8-6-1, the queue gives A → B → the non-turn player's abilities of the same batch
 * → C (an ability triggered while others are pending waits behind all of them).
 */
import type { PlayerId } from '../../core/decision.ts';
import { defAt, defOf, type Ctx, type Timing } from '../cards/defs.ts';
import { Z, type OptcgState, type Pending, type Task } from '../types.ts';
import { askRule, cardLabel } from './ask.ts';
import { Asker, isSuspend } from '../../core/resume.ts';
import type { OptcgDecision } from '../decisions.ts';
import { canBeKOd, condsHold, isNegated, removableBy } from './power.ts';
import { ruleProcessing } from './defeat.ts';
import { ev, moveTo, sameCard } from './zones.ts';
import { applyReplacement, planReplacement, type PlannedReplacement } from './replace.ts';

/** Can this ability of card c be used now as far as conditions and [Once Per Turn] go? */
export function abilityReady(g: OptcgState, c: number, ab: number): boolean {
  const a = defAt(g.code, c).abilities[ab]!;
  if (isNegated(g, c)) return false; // 001 §8-2-1-1
  if (a.once && g.opt[c] === g.turn) return false; // 001 §10-2-13-1
  return condsHold(g, a.conds, c, g.owner[c]!); // 001 §8-3-2-1
}

/**
 * Cards whose abilities with `timing` meet their timing together: queue them as one batch,
 * the turn player's first (001 §8-6-1).
 */
export function fireTriggers(g: OptcgState, timing: Timing, cards: readonly number[], fromTrash = false): void {
  const batch = ++g.batch;
  let added = 0;
  for (let pass = 0; pass < 2; pass++) {
    const want = pass === 0 ? g.turnPlayer : g.turnPlayer === 0 ? 1 : 0;
    for (const c of cards) {
      if (g.owner[c]! !== want) continue;
      const abs = defAt(g.code, c).abilities;
      for (let i = 0; i < abs.length; i++) {
        if (abs[i]!.timing !== timing) continue;
        if (!fromTrash && !abilityReady(g, c, i)) continue;
        g.queue.push({ p: want, src: c, inst: g.inst[c]!, ab: i, batch, fromTrash });
        added++;
      }
    }
  }
  if (added === 0) g.batch--;
}

/** Does any card among `cards` have an ability with this timing (cheap pre-check)? */
export function anyWithTiming(g: OptcgState, timing: Timing, c: number): boolean {
  const abs = defAt(g.code, c).abilities;
  for (let i = 0; i < abs.length; i++) if (abs[i]!.timing === timing) return true;
  return false;
}

/**
 * K.O. chosen Characters from inside an effect step, offering each controller first the replacements that could
 * apply (rules/replace.ts; 001 §8-1-3-4-1: using one is a choice) and their payment choices; then mutating.
 */
export function koChosen(x: Ctx, chosen: readonly number[]): void {
  const g = x.g;
  const plans: { c: number; plan: PlannedReplacement | null }[] = [];
  const taken: number[] = [];
  for (const c of chosen) {
    // 001 §1-3-3: a card that cannot be K.O.'d (by effects) stays (the prohibition wins); nothing replaces a K.O. that does not happen.
    if (!canBeKOd(g, c, 'effect') || !removableBy(g, c, x.p)) continue; // OP02-027
    const plan = planReplacement(x, c, 'ko', taken);
    if (plan !== null) taken.push(plan.r.src);
    plans.push({ c, plan });
  }
  // The replacements first (one may trash its own card, OP05-030), then the K.O.s of the Characters still there.
  const koNow: number[] = [];
  for (const { c, plan } of plans) if (plan === null || !applyReplacement(x, plan, 'ko')) koNow.push(c);
  for (const c of koNow) if (g.zone[c] === Z.chars || g.zone[c] === Z.stage) koCard(g, c, 'effect');
}

/** 001 §10-2-1: K.O. a Character. [On K.O.] is checked on the field and resolves from the trash (001 §10-2-17). */
export function koCard(g: OptcgState, c: number, cause: 'battle' | 'effect'): void {
  const ready: number[] = [];
  const abs = defAt(g.code, c).abilities;
  // "[Opponent's Turn] When this Character is K.O.'d" (OP02-085) works as [On K.O.] does (001 §10-2-17).
  for (let i = 0; i < abs.length; i++) {
    const t = abs[i]!.timing;
    if ((t === 'onKO' || t === 'whenThisKOd') && abilityReady(g, c, i)) ready.push(i);
  }
  moveTo(g, c, Z.trash);
  ev(g, { type: 'ko', player: g.owner[c]!, card: c, code: g.code[c]!, cause });
  if (ready.length > 0) {
    const batch = ++g.batch;
    for (const i of ready) g.queue.push({ p: g.owner[c]!, src: c, inst: g.inst[c]!, ab: i, batch, fromTrash: true });
  }
  // 001 §8-1-3-1: "When your opponent's Character is K.O.'d" (OP01-061) meets its timing on the other side.
  fireOnField(g, g.owner[c]! === 0 ? 1 : 0, 'onOpponentsCharacterKOd');
  // "When a Character is K.O.'d" (ST08-001): either player's, the turn player's cards first (001 §8-6-1).
  fireOnField(g, g.turnPlayer, 'onCharacterKOd');
  fireOnField(g, g.turnPlayer === 0 ? 1 : 0, 'onCharacterKOd');
}

/** Fire an auto ability timing for the field cards (Leader, Characters, Stage) of player p. */
export function fireOnField(g: OptcgState, p: PlayerId, timing: Timing): void {
  const ps = g.players[p];
  const cards = [ps.leader, ...ps.chars];
  if (ps.stage >= 0) cards.push(ps.stage);
  let any = false;
  for (const c of cards) if (anyWithTiming(g, timing, c)) any = true;
  if (any) fireTriggers(g, timing, cards);
}

/**
 * Player p's Character `played` came onto the field from p's hand: p's "When you play a Character … from your hand"
 * abilities whose `subject` accepts it meet their timing (OP02-026; 001 §8-1-3-1).
 */
export function playedFromHand(g: OptcgState, played: number): void {
  const p = g.owner[played]!;
  const ps = g.players[p];
  const cards = [ps.leader, ...ps.chars];
  if (ps.stage >= 0) cards.push(ps.stage);
  let batch = -1;
  for (const c of cards) {
    const abs = defAt(g.code, c).abilities;
    for (let i = 0; i < abs.length; i++) {
      const a = abs[i]!;
      if (a.timing !== 'onYouPlayFromHand' || !abilityReady(g, c, i)) continue;
      if (a.subject !== undefined && !a.subject(g, played, c)) continue;
      if (batch < 0) batch = ++g.batch;
      g.queue.push({ p, src: c, inst: g.inst[c]!, ab: i, batch });
    }
  }
}

/**
 * Player p activated an Event (001 §8-4-2; its [Main] or [Counter]): "When you activate an Event" of p's cards and
 * "when your opponent activates an Event" of the other player's cards meet their timing (001 §8-1-3-1). They wait
 * in the queue and resolve after the Event's own ability (001 §8-6).
 */
export function eventActivated(g: OptcgState, p: PlayerId): void {
  fireOnField(g, p, 'onYourEvent');
  fireOnField(g, p === 0 ? 1 : 0, 'onOpponentsEvent');
}

/** Start resolving an ability now (activated abilities, Events, [Trigger]). */
export function startAbility(g: OptcgState, p: PlayerId, src: number, ab: number, lifeCard?: number): void {
  const a = defAt(g.code, src).abilities[ab]!;
  const t: Task = { p, src, inst: g.inst[src]!, code: g.code[src]!, ab, step: 0, ans: [], vars: {} };
  if (lifeCard !== undefined) t.lifeCard = lifeCard;
  if (a.once) t.opt = true;
  if (g.task) g.tasks.push(g.task);
  g.task = t;
  ev(g, { type: 'activate', player: p, card: src, code: g.code[src]!, ability: a.timing });
}

/**
 * Take the next pending auto ability (001 §8-6). When one player has several pending in the
 * same batch they choose which resolves first (001 §6-6-1-1-3 for the End Phase; the same
 * choice is offered for every simultaneous batch).
 */
export function startNextPending(g: OptcgState): void {
  const head = g.queue[0]!;
  let n = 0;
  for (const q of g.queue) if (q.batch === head.batch && q.p === head.p) n++;
  if (n > 1) {
    const options = [];
    for (let i = 0; i < g.queue.length; i++) {
      const q = g.queue[i]!;
      if (q.batch !== head.batch || q.p !== head.p) continue;
      const a = defAt(g.code, q.src).abilities[q.ab]!;
      options.push({
        id: `ability:${q.src}:${q.ab}:${i}`,
        label: `${cardLabel(g, q.src)}: ${a.text}`,
        kind: 'ability',
        card: q.src,
        data: { index: i },
      });
    }
    const prompt = 'Choose the ability to resolve next';
    askRule(
      g,
      { k: 'order' },
      {
        player: head.p,
        kind: 'select-option',
        about: 'ability-order',
        prompt,
        rule: '001 §8-6-1',
        options,
        min: 1,
        max: 1,
      },
    );
    return;
  }
  takePending(g, 0);
}

export function takePending(g: OptcgState, i: number): void {
  const q: Pending = g.queue.splice(i, 1)[0]!;
  // 001 §8-1-3-1-3: a card that moved before its ability activates cannot activate it;
  // [On K.O.] is the exception and resolves from the trash (001 §10-2-17).
  const ok = q.fromTrash ? g.zone[q.src] === Z.trash && g.inst[q.src] === q.inst : sameCard(g, q.src, q.inst);
  if (!ok) return;
  startAbility(g, q.p, q.src, q.ab);
}

/** An ability's Asker: it parks the decision in the game (a class, so running a task makes no closure). */
class TaskAsker extends Asker<OptcgDecision> {
  constructor(
    private readonly g: OptcgState,
    t: Task,
  ) {
    super(undefined, t);
  }

  protected override park(d: OptcgDecision): void {
    this.g.decision = d;
    this.g.rule = null;
  }
}

/** Run the current task until it needs a choice (returns false) or finishes (true). */
export function runTask(g: OptcgState): boolean {
  const t = g.task!;
  const a = defOf(t.code).abilities[t.ab]!;
  const steps = a.all;
  const ask = new TaskAsker(g, t);
  const x: Ctx = { g, t, p: t.p, self: t.src, ask, about: 'effect' };
  // A replacement resolving as its own task (a K.O. in battle, rules/battle.ts) knows the Character it stands in for.
  const replaced = t.vars['replaced'];
  if (typeof replaced === 'number') x.replaced = replaced;
  while (t.step < steps.length) {
    // 001 §9-1-2: rule processing interrupts first, even in the middle of a resolution.
    if (ruleProcessing(g)) return true;
    ask.reset(t);
    x.about = 'effect';
    try {
      steps[t.step]!(x);
    } catch (e) {
      if (isSuspend(e)) return false;
      throw e;
    }
    t.step++;
    if (t.ans.length > 0) t.ans = [];
    if (t.ended === true) break;
  }
  finishTask(g);
  return true;
}

function finishTask(g: OptcgState): void {
  const t = g.task!;
  // 001 §10-2-13-3: [Once Per Turn] is spent once the ability has resolved.
  if (t.opt && t.ended !== true && g.inst[t.src] === t.inst) g.opt[t.src] = g.turn;
  // Later-edition rule 10-1-5-3 (not in seed 001): a [Trigger] card left in no area goes to the trash.
  if (t.lifeCard !== undefined && g.zone[t.lifeCard] === Z.limbo) moveTo(g, t.lifeCard, Z.trash);
  g.task = g.tasks.length > 0 ? g.tasks.pop()! : null;
}
