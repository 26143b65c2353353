/**
 * 003 §3.4.3 chains: priority passing while a chain is built, LIFO resolution, Normal
 * Spells/Traps leaving after the whole chain, and the rule processing that follows.
 */
import type { DecisionOption, PlayerId } from '../../core/decision.ts';
import { gyPlacementOrder } from './gy-order.ts';
import { RuleError } from '../../core/decision.ts';
import { cardDef, defIn } from '../cards/registry.ts';
import { effectOf } from './gained.ts';
import { Reason, type CardInstance, type ChainLink, type DuelState, type TaskOf } from '../state.ts';
import type { CardDef } from '../cards/types.ts';
import { isPendulumMonster } from '../card-stats.ts';
import type { YgoAsker } from '../decisions.ts';
import { activatable, activationTask, type Activation, type Window } from './activation.ts';
import { EffectContext } from './context.ts';
import { describeCard } from './describe.ts';
import { done, forgetAnswers, keepBeforeAsking, keptBeforeAsking, push, replace } from './tasks.ts';
import { log, newGroup } from './events.ts';
import { destroy, sendToGy } from './moves.ts';
import { activeStatics, isNegated, lookingOnly, monsterNameNegated } from './statics.ts';
import { counterHooksOnSpellResolved, dropNegatedOwnCounters } from './counters.ts';
import { applyDamageHooks } from './damage-hooks.ts';
import { onField } from './zones.ts';
import { isEquipCard } from './card-types.ts';
import { mayEquip } from './equip.ts';
import { negateOnResolving } from './negation.ts';
import { poolHas } from './pool.ts';
import { checkWinConditions } from './win.ts';
import { onlyOneExcess } from './only-one.ts';

/**
 * 003 §3.4.2: continuous "each time … is activated, … immediately after it resolves" effects (CardDef.onLinkResolved)
 * of face-up, not negated cards on the field that were there when the link was activated (link.at). A link whose
 * activation was negated did not resolve. Once per link (the end of a link may re-run on a question).
 */
function resolvedLinkHooks(duel: DuelState, link: ChainLink): void {
  if (link.negated === 1 || link.resolvedHooksRan) return;
  link.resolvedHooksRan = true;
  const field: number[] = [];
  for (const p of [0, 1] as const) for (const u of duel.players[p].mzone) if (u >= 0) field.push(u);
  for (const u of duel.emz) if (u >= 0) field.push(u);
  for (const u of field) {
    const c = duel.cards[u]!;
    const hook = defIn(duel, c.code).onLinkResolved;
    if (!hook || !c.faceUp || isNegated(duel, c)) continue;
    if (link.at !== undefined && c.stamp >= link.at) continue;
    if (hook.applies(duel, c, link)) hook.run(duel, c, link);
  }
}

export function activationOption(duel: DuelState, a: Activation, viewer: PlayerId): DecisionOption {
  const label = `Activate ${describeCard(duel, a.uid, viewer)}: ${effectOf(duel, duel.cards[a.uid]!.code, a.effect)!.label}`;
  return { id: `activate:#${a.uid}:${a.effect}`, label, kind: 'activate', card: a.uid, data: { effect: a.effect } };
}

/** The window kind for responses now. */
export function responseWindow(duel: DuelState): Window {
  if (duel.summoning.length > 0) return 'summon';
  if (duel.battle && duel.battle.timing !== null) return 'damage';
  return 'chain';
}

/** 003 §3.4.3: after an activation the other player may respond; two passes in succession resolve the chain. */
export function chainTask(duel: DuelState, t: TaskOf<'chain'>, io: YgoAsker): void {
  // 003 §3.4.3 (priority 1, TC-68): a mandatory Quick Effect that can answer the last link is activated at once, before
  // anyone may chain anything else; the turn player's first. Then the other player may respond to it.
  const forced = mandatoryResponse(duel);
  if (forced) {
    t.passes = 0;
    t.who = (1 - forced.player) as PlayerId;
    push(duel, activationTask(forced.a, forced.player));
    return;
  }
  const who = t.who;
  const acts =
    keptBeforeAsking<Activation[]>(t) ??
    lookingOnly(duel, () => activatable(duel, who, responseWindow(duel)).filter((a) => !isMandatoryQuick(duel, a)));
  let choice = -1;
  // ARCHITECTURE §3: with nothing to chain, passing is taken without asking (unless the config asks always).
  if (acts.length > 0 || duel.config.askAlways === true) {
    const ans = io.tryAsk(() => {
      keepBeforeAsking(t, acts);
      const options = acts.map((a) => activationOption(duel, a, who));
      options.push({ id: 'pass', label: 'Pass (do not chain)', kind: 'pass' });
      const prompt = `Chain to Chain Link ${duel.chain.length}?`;
      return {
        player: who,
        kind: 'action',
        about: 'chain-response',
        rule: '003 §3.4.3',
        min: 1,
        max: 1,
        options,
        prompt,
      };
    });
    if (ans === null) return;
    choice = ans[0]! < acts.length ? ans[0]! : -1;
  }
  forgetAnswers(duel, t);
  if (choice < 0) {
    const passes = t.passes + 1;
    if (passes >= 2) {
      replace(duel, t, { k: 'resolve' });
      return;
    }
    t.passes = passes;
    t.who = (1 - who) as PlayerId;
    return;
  }
  t.passes = 0;
  t.who = (1 - who) as PlayerId;
  push(duel, activationTask(acts[choice]!, who));
}

/** A mandatory Quick Effect (Light and Darkness Dragon): never a choice, activated whenever it can be. */
function isMandatoryQuick(duel: DuelState, a: Activation): boolean {
  // A gained or copied effect too (gained.ts): the effect the card has now.
  const e = effectOf(duel, duel.cards[a.uid]!.code, a.effect);
  return e !== undefined && e.type === 'quick' && e.mandatory === true;
}

/** Is there a face-up card on the field with a mandatory Quick Effect at all (none in most duels)? */
function mandatoryQuickOnField(duel: DuelState): boolean {
  const has = (u: number): boolean => {
    if (u < 0 || !duel.cards[u]!.faceUp) return false;
    const effects = defIn(duel, duel.cards[u]!.code).effects;
    return effects !== undefined && effects.some((e) => e.type === 'quick' && e.mandatory === true);
  };
  for (const pl of duel.players) if (pl.mzone.some(has) || pl.szone.some(has) || has(pl.fzone)) return true;
  return duel.emz.some(has);
}

/** The mandatory Quick Effect that must answer the chain now, if any: the turn player's first (003 §3.4.3). */
function mandatoryResponse(duel: DuelState): { a: Activation; player: PlayerId } | null {
  if (duel.chain.length === 0 || !mandatoryQuickOnField(duel)) return null;
  const tp = duel.turnPlayer;
  for (const p of [tp, (1 - tp) as PlayerId]) {
    const a = activatable(duel, p, responseWindow(duel)).find((x) => isMandatoryQuick(duel, x));
    if (a) return { a, player: p };
  }
  return null;
}

/** Start a chain with an activation: the activation runs, then the opponent may respond. */
export function startChain(duel: DuelState, a: Activation, player: PlayerId): void {
  push(duel, { k: 'chain', who: (1 - player) as PlayerId, passes: 0 });
  push(duel, activationTask(a, player));
}

/** 003 §3.4.3: resolve from the last link back; nothing can be activated meanwhile. */
export function resolveTask(duel: DuelState, t: TaskOf<'resolve'>, io: YgoAsker): void {
  if (duel.chain.length > 0) {
    duel.resolving = true;
    push(duel, { k: 'link', step: 0 });
    return;
  }
  duel.resolving = false;
  // 003 §3.4.3: Normal Spells and Traps go to the GY after the entire chain.
  // 003 §3.2.1: each owner orders theirs in the GY (asked before anything changes).
  const leftovers = gyPlacementOrder(
    duel,
    duel.resolvedCards.filter((u) => onField(duel.cards[u]!.location)),
    io,
  );
  duel.resolvedCards = [];
  if (leftovers.length) {
    // Sending the resolved cards away is not a new action: "When …" effects answering the chain's
    // last action do not miss their timing because of it (003 §3.4.3).
    const lastGroup = duel.group;
    const from = duel.raised.length;
    // 003 §3.3.3: a Pendulum Monster card left here had its activation negated (it stays otherwise): it was never
    // on the field, so it goes to the GY, not the Extra Deck.
    const never = leftovers.filter((u) => isPendulumMonster(cardDef(duel.cards[u]!.code)));
    const rest = leftovers.filter((u) => !never.includes(u));
    if (rest.length) sendToGy(duel, rest, Reason.RULE, -1);
    if (never.length) sendToGy(duel, never, Reason.RULE | Reason.NEGATED_ACTIVATION, -1);
    for (let i = from; i < duel.raised.length; i++) duel.raised[i]!.group = lastGroup;
    duel.group = lastGroup;
  }
  log(duel, { type: 'chain-end' });
  // 003 §3.6.3 TC-132: once a chain has resolved at a Damage Step sub-timing, effects bound to it are over.
  if (duel.battle && duel.battle.timing !== null) duel.battle.chainResolvedAt = duel.battle.timing;
  // After the chain, triggers first; then, if something happened, both players may answer it
  // ("When … is Summoned" and the like), turn player first (003 §3.6.2).
  if (duel.summoning.length === 0) {
    const kind = duel.battle && duel.battle.timing !== null ? 'damage' : 'response';
    replace(
      duel,
      t,
      { k: 'window', kind, who: duel.turnPlayer, passes: 0, ifRecent: true },
      { k: 'triggers', stage: 'collect' },
    );
  } else replace(duel, t, { k: 'triggers', stage: 'collect' });
}

/**
 * A Continuous, Field or Equip Spell, or a Continuous Trap (003 §3.3.3–§3.3.4: "if destroyed in response, its
 * effect does not resolve"). A Normal Spell that stays on the field by its text (Swords of Revealing Light) still
 * resolves.
 */
function appliesOnField(def: CardDef): boolean {
  if (def.kind === 'spell')
    return def.spellType === 'continuous' || def.spellType === 'field' || def.spellType === 'equip';
  return def.kind === 'trap' && def.trapType === 'continuous';
}

/**
 * 003 §3.3.3, §3.3.4: a card activated on the field whose effect applies while it stays there, and which left the
 * field (destroyed in response) before its link resolves, applies nothing. Normal Spells and Traps still resolve.
 */
function leftBeforeResolving(duel: DuelState, link: ChainLink): boolean {
  if (!link.cardActivation) return false;
  const c = duel.cards[link.uid]!;
  return appliesOnField(cardDef(link.code)) && !(c.stamp === link.stamp && onField(c.location));
}

function staysOnField(duel: DuelState, uid: number): boolean {
  const def = cardDef(duel.cards[uid]!.code);
  if (def.kind === 'spell') {
    if (def.spellType === 'continuous' || def.spellType === 'field') return true;
    if (def.spellType === 'equip') return duel.cards[uid]!.equipTarget >= 0;
    return def.remainsOnField === true;
  }
  if (def.kind === 'trap') return def.trapType === 'continuous' || def.remainsOnField === true;
  return true;
}

/** 003 §3.4.4: a continuous "their activated effects are negated" reaches card `c` (Millennium-Eyes Restrict). */
function activatedEffectNegated(duel: DuelState, c: CardInstance): boolean {
  for (const { src, st } of activeStatics(duel))
    if (st.kind === 'negate-activated-effects' && st.cards(duel, src, c)) return true;
  return false;
}

/** Does any card of this duel's decks negate effects as they resolve (CardDef.negateOnResolving)? Decided once. */
function poolHasResolvingNegations(duel: DuelState): boolean {
  return poolHas(duel, 'negateOnResolving', (def) => def.negateOnResolving !== undefined);
}

/** One chain link resolves, one operation step at a time (a step may ask; the next one starts afresh). */
export function linkTask(duel: DuelState, t: TaskOf<'link'>, io: YgoAsker): void {
  const li = duel.chain.length - 1;
  const link = duel.chain[li]!;
  const c = duel.cards[link.uid]!;
  const e = effectOf(duel, link.code, link.effect)!;
  let step = t.step;
  if (step === 0) {
    // Resolving a link is an action even when it does nothing (003 §3.4.1: a step that does nothing still counts).
    newGroup(duel);
    log(duel, { type: 'resolve', chainLink: li + 1, card: link.uid, code: link.code });
    // 003 §3.4.4: "when <an effect> resolves, negate that effect" continuous effects apply as it starts resolving.
    if (poolHasResolvingNegations(duel)) negateOnResolving(duel, li);
  }
  // 003 §3.4.4: a negated activation or effect does nothing; a face-up card whose effects are negated (Jinzo on Traps) too.
  // Called by the Grave: an activated effect of a monster whose name's effects are negated, wherever it is now.
  const negated =
    link.negated !== 0 ||
    (onField(c.location) && c.stamp === link.stamp && c.faceUp && isNegated(duel, c)) ||
    monsterNameNegated(duel, link.code) ||
    // "Their activated effects are negated" (Millennium-Eyes Restrict): wherever the card now is.
    activatedEffectNegated(duel, c) ||
    // Judged when the link starts resolving: a Trap Monster that Summons itself in its first step goes on.
    (step === 0 && leftBeforeResolving(duel, link));
  const end = e.operation.length;
  if (negated && step < end) {
    // Nothing of it applies: straight to the end of the link (a stage of its own, see below).
    step = end;
    forgetAnswers(duel, t);
    t.step = step;
  }
  if (step < end) {
    const ctx = new EffectContext(duel, c, link.player, link, io, link.event, 'effect');
    const r = e.operation[step]!(ctx);
    // An operation that returns false stops the resolution there ("if you do" failed, 003 §3.4.4).
    step = r === false || duel.result ? end : step + 1;
    forgetAnswers(duel, t);
    t.step = step;
  }
  if (step < end) return;
  // The end of the link is a stage of its own: a question asked by the rule processing below (a destruction
  // replacement, the GY order) re-runs only this part, with the link still on the chain until it is done.
  // Spirit Reaper: "After resolving a card effect that targets this face-up card, destroy this card".
  for (let i = 0; i < link.targets.length; i++) {
    const tc = duel.cards[link.targets[i]!]!;
    if (
      tc.stamp === link.targetStamps[i] &&
      tc.location === 'mzone' &&
      tc.faceUp &&
      !isNegated(duel, tc) &&
      (defIn(duel, tc.code).statics ?? []).some((st) => st.kind === 'destroyed-when-targeted')
    ) {
      destroy(duel, [tc.uid], Reason.EFFECT, tc.controller, io);
    }
  }
  stateCheck(duel, io);
  // 003 §3.4.4: damage from continuous effects answering what the link did, at once (Trickstar Lycoris).
  applyDamageHooks(duel);
  // 003 §3.4.2: Spell Counters placed "when that Spell resolves" by continuous effects (Royal Magical Library);
  // after the rule processing, which may ask (nothing may change before a question).
  counterHooksOnSpellResolved(duel, link);
  resolvedLinkHooks(duel, link);
  duel.chain.pop();
  if (link.cardActivation && c.stamp === link.stamp && onField(c.location)) {
    // A card whose activation was negated goes to the GY (003 §3.4.4); resolved one-shot cards after the chain.
    if (link.negated === 1 || !staysOnField(duel, link.uid)) duel.resolvedCards.push(link.uid);
  }
  checkWinConditions(duel);
  done(duel, t);
}

/**
 * Rule processing after actions: Equip Cards whose monster left or turned face-down are destroyed
 * (003 §3.3.3); cards linked to a monster (Call of the Haunted) follow it.
 */
export function stateCheck(duel: DuelState, ask: YgoAsker): void {
  for (const c of duel.cards) {
    if (c.equipTarget === -1 || !onField(c.location)) continue;
    const target = c.equipTarget >= 0 ? duel.cards[c.equipTarget]! : null;
    const gone = !target || target.location !== 'mzone';
    const def = cardDef(c.code);
    // 003 §3.4.4 TC-102: a card equipped by a monster's own effect (Guardian of Felgrand) is destroyed once that
    // monster's effects are negated (Skill Drain).
    const hostNegated = !gone && target.faceUp && c.equipBy === target.uid && isEquipCard(c) && isNegated(duel, target);
    // 003 §3.3.3: an Equip Spell whose equip condition no longer holds (a Type change: TC-52) is destroyed too.
    const unfit = !gone && target.faceUp && def.spellType === 'equip' && c.faceUp && !mayEquip(duel, c.uid, target.uid);
    // 003 §3.4.4 TC-112: a monster that equipped itself with an effect it had only gained or copied (Phantom of Chaos
    // with Superheavy Samurai Soulclaw's effect) lost that effect as it left the Monster Zone: no effect of its own
    // keeps it equipped, so it is destroyed.
    const lostGain =
      !gone &&
      c.equipBy === c.uid &&
      def.kind === 'monster' &&
      !def.effects?.some((e) => e.category?.includes('equip'));
    if (!gone && target.faceUp && !hostNegated && !unfit && !lostGain) continue;
    // A monster equipped as an Equip Card (003 §3.4.4 "Monsters as Equip Cards") is an Equip Card too.
    if (isEquipCard(c)) {
      // 003 §3.3.3: an Equip Card whose monster left, turned face-down or no longer qualifies is destroyed.
      c.equipTarget = -1;
      destroy(duel, [c.uid], Reason.RULE, -1);
    } else if (c.equipTarget === -2) {
      // "When that monster is destroyed, destroy this card" (Call of the Haunted).
      c.equipTarget = -1;
      destroy(duel, [c.uid], Reason.EFFECT, -1, ask);
    } else {
      // The monster left another way or was turned face-down: the link ends, the card stays (TC-106).
      c.equipTarget = -1;
    }
  }
  // 003 §3.3.2 [TN fn22]: a second face-up "You can only control 1" card (one flipped face-up by an effect) is destroyed.
  const excess = onlyOneExcess(duel);
  if (excess.length) destroy(duel, excess, Reason.RULE, -1);
  if (duel.doomed.length) {
    const list = duel.doomed.filter((u) => onField(duel.cards[u]!.location));
    duel.doomed = [];
    if (list.length) destroy(duel, list, Reason.EFFECT, -1, ask);
  }
  // 003 §3.4.4 (TC-109): a negated card loses the counters it placed on itself (last: the above may ask).
  dropNegatedOwnCounters(duel);
}

export function refuse(code: string, rule: string, message: string): never {
  throw new RuleError(code, rule, message);
}
