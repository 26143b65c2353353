/**
 * 003 §3.6.3 Battle Phase: attack declaration, replays, the Damage Step's five timings, the
 * damage-calculation table, battle destruction at the end of the Damage Step.
 */
import type { PlayerId } from '../../core/decision.ts';
import {
  Reason,
  type BattleState,
  type CardInstance,
  type DamageStepStage,
  type DamageTiming,
  type DuelState,
  type TaskOf,
} from '../state.ts';
import type { YgoAsker } from '../decisions.ts';
import { describeCard } from './describe.ts';
import { done, push, replace, toStage } from './tasks.ts';
import { log, newGroup, raise } from './events.ts';
import { hasRestriction, isLocked } from './lingering.ts';
import { ATTRIBUTES, hasAttribute, nameOf } from './identity.ts';
import { applyDamage, askReplacement, destroy, mandatoryReplacement, replacementOptions } from './moves.ts';
import { applyDamageHooks } from './damage-hooks.ts';
import { atkOf, defOf } from './stats.ts';
import { activeStatics, isIndestructible, isNegated } from './statics.ts';
import { DAMAGE_CALCULATION_ONLY, UNTIL_END_OF_DAMAGE_STEP, addRestriction } from './lingering.ts';
import { equipSubstitute } from './union.ts';
import { defIn } from '../cards/registry.ts';
import { monsters, monsterCount, onField } from './zones.ts';
import { checkLp, loseDuel } from './win.ts';

export interface AttackChoice {
  attacker: number;
  /** -1: direct attack. */
  target: number;
}

/** Is `p` barred from declaring attacks (Swords of Revealing Light)? */
function attacksForbidden(duel: DuelState, p: PlayerId): boolean {
  for (const { src, st } of activeStatics(duel)) {
    if (st.kind === 'cannot-attack' && (st.who === 'both' || (st.who === 'you') === (src.controller === p)))
      return true;
  }
  return false;
}

/** A continuous "<these monsters> cannot attack" applies to this monster (Millennium-Eyes Restrict). */
function barredFromAttacking(duel: DuelState, c: CardInstance): boolean {
  for (const { src, st } of activeStatics(duel))
    if (st.kind === 'monsters-cannot-attack' && st.affects(duel, src, c)) return true;
  return false;
}

/** 003 §3.6.3: a face-up Attack Position monster that has not attacked this turn; a direct attack only when the opponent has no monsters. */
export function attackOptions(duel: DuelState, p: PlayerId): AttackChoice[] {
  const out: AttackChoice[] = [];
  if (attacksForbidden(duel, p)) return out;
  const opp = monsters(duel, (1 - p) as PlayerId);
  for (const u of monsters(duel, p)) {
    const c = duel.cards[u]!;
    if (!c.faceUp || c.attacks >= attackLimit(duel, c) || hasRestriction(duel, u, 'cannot-attack')) continue;
    // 003 §3.6.3: only Attack Position monsters attack, unless the card says it can in face-up Defense Position.
    if (c.defense && !attacksInDefense(duel, c)) continue;
    // 003 §3.3.1: '"X" cannot attack this turn' reads the monster's current name.
    if (duel.locks.length && isLocked(duel, p, 'cannot-attack-name', nameOf(duel, c))) continue;
    if (barredFromAttacking(duel, c)) continue;
    const targets = opp.filter((o) => attackable(duel, o));
    if (directAllowed(duel, opp)) {
      if (mayAttackDirectly(duel, c)) out.push({ attacker: u, target: -1 });
    } else if (attacksDirectlyAnyway(duel, c)) {
      // 003 §3.6.3: "This card can attack directly" (Sky Striker Ace - Hayate): also while the opponent has monsters.
      out.push({ attacker: u, target: -1 });
    }
    for (const o of targets) out.push({ attacker: u, target: o });
  }
  return out;
}

/** 003 §3.6.3: a monster a continuous effect says "cannot be attacked" is not an attack target (Ghostrick Mansion). */
export function attackable(duel: DuelState, u: number): boolean {
  const c = duel.cards[u]!;
  for (const { src, st } of activeStatics(duel))
    if (st.kind === 'cannot-be-attacked' && st.affects(duel, src, c)) return false;
  return true;
}

/**
 * 003 §3.6.3: a direct attack only when the opponent controls no monsters, or when an effect allows it because all
 * of them are monsters it makes unattackable ("can attack directly if all monsters their opponent controls are
 * face-down Defense Position", Ghostrick Mansion).
 */
function directAllowed(duel: DuelState, opp: readonly number[]): boolean {
  if (opp.length === 0) return true;
  for (const { src, st } of activeStatics(duel))
    if (st.kind === 'cannot-be-attacked' && st.directIfAll && opp.every((o) => st.affects(duel, src, duel.cards[o]!)))
      return true;
  return false;
}

/**
 * 003 §3.6.3: a monster attacks once per Battle Phase; its own text may allow more ("can make a second attack"), while
 * its effects are not negated.
 */
function attackLimit(duel: DuelState, c: CardInstance): number {
  const n = defIn(duel, c.code).attacksPerBattlePhase;
  const own = n === undefined || isNegated(duel, c) ? 1 : n;
  // A resolved "can make a second attack … this turn" stays with the card (003 §3.4.4), negated or not.
  return duel.lingering.length && hasRestriction(duel, c.uid, 'second-attack') ? Math.max(own, 2) : own;
}

/**
 * "This card can attack while in face-up Defense Position" (Superheavy Samurai Ogre Shutendoji): its own continuous
 * effect, while it is not negated (003 §3.6.3).
 */
function attacksInDefense(duel: DuelState, c: CardInstance): boolean {
  const statics = defIn(duel, c.code).statics;
  return !!statics && statics.some((st) => st.kind === 'attack-from-defense') && c.faceUp && !isNegated(duel, c);
}

/** A monster's own text may forbid direct attacks ("cannot attack your opponent directly"), while it is not negated. */
function mayAttackDirectly(duel: DuelState, c: CardInstance): boolean {
  const statics = defIn(duel, c.code).statics;
  if (!statics) return true;
  for (const st of statics) if (st.kind === 'no-direct-attack' && st.when(duel, c) && !isNegated(duel, c)) return false;
  return true;
}

/**
 * "This card can attack directly": its own continuous effect, while it is not negated; or another face-up card's
 * "<these monsters> you control can attack directly" (Atlantean Dragoons) reaching it (003 §3.6.3, §3.4.4).
 */
function attacksDirectlyAnyway(duel: DuelState, c: CardInstance): boolean {
  if (!mayAttackDirectly(duel, c)) return false;
  const statics = defIn(duel, c.code).statics;
  if (statics && !isNegated(duel, c) && statics.some((st) => st.kind === 'direct-attack' && !st.affects)) return true;
  for (const { src, st } of activeStatics(duel))
    if (st.kind === 'direct-attack' && st.affects && st.affects(duel, src, c)) return true;
  return false;
}

/** 003 §3.6.3: an attack declaration. */
/** The battle of `attacker` on `target` (-1: directly), as declared: the cards' stamps and the opponent's count. */
export function newBattle(duel: DuelState, attacker: number, target: number): BattleState {
  return {
    attacker,
    attackerStamp: duel.cards[attacker]!.stamp,
    target,
    targetStamp: target >= 0 ? duel.cards[target]!.stamp : -1,
    // 003 §3.6.3: a change in this count before the Damage Step is a replay.
    oppCount: monsterCount(duel, (1 - duel.turnPlayer) as PlayerId),
    negated: false,
    timing: null,
    destroyed: [],
    noDamage: [false, false],
    flipped: -1,
    calculated: false,
    chainResolvedAt: null,
    substitutes: [],
  };
}

export function attackTask(duel: DuelState, t: TaskOf<'attack'>): void {
  const a = t.a;
  const target = t.target;
  const tp = duel.turnPlayer;
  const attacker = duel.cards[a]!;
  attacker.attacks++;
  // 003 §3.6.3: the turn's attack declarations, by the name the attacker bears (003 §3.3.1).
  duel.players[tp].attackHistory.push(nameOf(duel, attacker));
  duel.battle = newBattle(duel, a, target);
  newGroup(duel);
  const targetCode = target >= 0 && duel.cards[target]!.faceUp ? duel.cards[target]!.code : undefined;
  log(duel, { type: 'attack', attacker: a, code: attacker.code, target, targetCode });
  raise(duel, 'attack-declared', a, tp, 0, 'mzone');
  // 003 §3.6.3: "on attack declaration" effects, then the other activations, turn player first.
  replace(duel, t, { k: 'battle-continue' }, { k: 'window', kind: 'response', who: tp, passes: 0 });
}

/**
 * 003 §3.6.3: whether `player` declared an attack this turn with a monster then named `name` (a passcode): "'X' cannot
 * attack the turn you activate this card" cannot be activated after one did (Inferno Fire Blast).
 */
export function attackedThisTurnWith(duel: DuelState, player: PlayerId, name: number): boolean {
  return duel.players[player].attackHistory.includes(name);
}

function attackerOk(duel: DuelState, b: BattleState): boolean {
  const c = duel.cards[b.attacker]!;
  return (
    !b.negated &&
    c.stamp === b.attackerStamp &&
    c.location === 'mzone' &&
    c.controller === duel.turnPlayer &&
    c.faceUp &&
    (!c.defense || attacksInDefense(duel, c))
  );
}

function targetOk(duel: DuelState, b: BattleState): boolean {
  if (b.target < 0) return true;
  const c = duel.cards[b.target]!;
  return c.stamp === b.targetStamp && c.location === 'mzone' && c.controller !== duel.turnPlayer;
}

/** 003 §3.6.3: a target that has become one that cannot be attacked (TC-129: turned face-down under Ghostrick Mansion). */
function targetStillAttackable(duel: DuelState, b: BattleState): boolean {
  return b.target < 0 || attackable(duel, b.target);
}

/** After the declaration's chain: replay if the opponent's monster count changed (003 §3.6.3), then the Damage Step. */
export function battleContinueTask(duel: DuelState, t: TaskOf<'battle-continue'>, io: YgoAsker): void {
  const b = duel.battle!;
  const tp = duel.turnPlayer;
  // 003 §3.6.3: no Damage Step when the attack was negated or the attacker cannot continue.
  if (!attackerOk(duel, b)) {
    log(duel, { type: 'attack-ended', attacker: b.attacker });
    duel.battle = null;
    done(duel, t);
    return;
  }
  const opp = monsters(duel, (1 - tp) as PlayerId);
  const attacker = duel.cards[b.attacker]!;
  const replay =
    opp.length !== b.oppCount ||
    !targetOk(duel, b) ||
    // 003 §3.6.3 TC-129: a target that became an illegal attack target is a replay too.
    !targetStillAttackable(duel, b) ||
    (b.target < 0 && opp.length > 0 && !directAllowed(duel, opp) && !attacksDirectlyAnyway(duel, attacker));
  if (replay) {
    // 003 §3.6.3 replay: choose a new target, attack directly if legal, or cancel (it still counts as an attack).
    const options = opp
      .filter((u) => attackable(duel, u))
      .map((u) => ({
        id: `attack:#${b.attacker}:#${u}`,
        label: `Attack ${describeCard(duel, u, tp)}`,
        kind: 'attack',
        card: u,
      }));
    if (directAllowed(duel, opp) ? mayAttackDirectly(duel, attacker) : attacksDirectlyAnyway(duel, attacker))
      options.push({ id: `attack:#${b.attacker}:direct`, label: 'Attack directly', kind: 'attack', card: -1 });
    options.push({ id: 'cancel', label: 'Cancel the attack', kind: 'cancel', card: -2 });
    const prompt = 'Replay: the number of monsters changed';
    const ans = io.ask({
      player: tp,
      kind: 'action',
      about: 'attack-replay',
      rule: '003 §3.6.3',
      min: 1,
      max: 1,
      prompt,
      options,
    });
    const pick = options[ans[0]!]!.card;
    if (pick === -2) {
      log(duel, { type: 'attack-cancelled', attacker: b.attacker });
      duel.battle = null;
      done(duel, t);
      return;
    }
    b.target = pick;
    b.targetStamp = pick >= 0 ? duel.cards[pick]!.stamp : -1;
    b.oppCount = opp.length;
    log(duel, { type: 'replay', attacker: b.attacker, target: pick });
  }
  duel.hadBattle = true;
  replace(duel, t, { k: 'damage-step', stage: 'start' });
}

/**
 * 003 §3.6.3: is it the Damage Step sub-timing `timing`, still open for effects bound to it ("during damage
 * calculation": Kuriboh, Injection Fairy Lily)? Not after a chain has resolved at it (TC-132).
 */
export function atDamageTiming(duel: DuelState, timing: DamageTiming): boolean {
  const b = duel.battle;
  return b !== null && b.timing === timing && b.chainResolvedAt !== timing;
}

/** 003 §3.6.3: where the Damage Step goes on after the window of each timing (DS1–DS5). */
export const STAGE_AFTER_WINDOW: Readonly<Record<DamageTiming, DamageStepStage>> = {
  start: 'before-calc',
  'before-calc': 'during-calc',
  calc: 'damage-calculation',
  'after-calc': 'end',
  end: 'leave',
};

/** The Damage Step (003 §3.6.3), one stage per sub-timing, each followed by a limited window. */
export function damageStepTask(duel: DuelState, t: TaskOf<'damage-step'>, io: YgoAsker): void {
  const b = duel.battle!;
  const tp = duel.turnPlayer;
  /** The window of the timing now (b.timing); the step goes on from the next stage after it. */
  const window = (): void => {
    toStage(duel, t, STAGE_AFTER_WINDOW[b.timing!]);
    push(duel, { k: 'window', kind: 'damage', who: tp, passes: 0 });
  };
  switch (t.stage) {
    case 'start':
      b.timing = 'start';
      log(duel, { type: 'damage-step', timing: 'start' });
      destroyBattlePartners(duel, b);
      raise(duel, 'damage-step-start', b.attacker, tp, Reason.BATTLE, 'mzone');
      // The attack target battles too ("if this card battles …", Vampire Hunter).
      if (b.target >= 0) raise(duel, 'damage-step-start', b.target, (1 - tp) as PlayerId, Reason.BATTLE, 'mzone');
      window();
      return;
    case 'before-calc':
      b.timing = 'before-calc';
      // DS2: a face-down target turns face-up Defense; its flip effect waits until after damage calculation.
      if (b.target >= 0 && targetOk(duel, b) && !duel.cards[b.target]!.faceUp) {
        const c = duel.cards[b.target]!;
        c.faceUp = true;
        b.flipped = c.uid;
        log(duel, { type: 'position', card: c.uid, code: c.code, faceUp: true, defense: c.defense });
      }
      // "Before damage calculation, if …: You can" triggers (D/D/D Super Doom King Purple Armageddon).
      if (attackerOk(duel, b)) raise(duel, 'before-damage-calculation', b.attacker, tp, Reason.BATTLE, 'mzone');
      window();
      return;
    case 'during-calc':
      b.timing = 'calc';
      window();
      return;
    case 'damage-calculation':
      if (attackerOk(duel, b) && targetOk(duel, b)) {
        const out = outcome(duel, b);
        // 003 §2.2.3: a battle-destruction replacement is chosen during damage calculation (asks before any change).
        const replaced: number[] = [];
        const subs: number[] = [];
        for (const u of out.destroyed) {
          // 003 §3.4.4 Union: its Equip Card is destroyed instead, without asking (mandatory); so is a monster's own
          // mandatory substitute (Relinquished: its equipped monster).
          let equip = equipSubstitute(duel, u, subs, 'battle');
          if (equip < 0) equip = mandatoryReplacement(duel, u, subs.concat(out.destroyed), 'battle');
          if (equip >= 0) {
            replaced.push(u);
            subs.push(equip);
            continue;
          }
          const options = replacementOptions(duel, u, out.destroyed, 'battle').filter((s) => !subs.includes(s));
          if (options.length === 0) continue;
          const sub = askReplacement(duel, u, options, io);
          if (sub >= 0) {
            replaced.push(u);
            subs.push(sub);
          }
        }
        out.destroyed = out.destroyed.filter((u) => !replaced.includes(u));
        b.substitutes = subs;
        apply(duel, b, out);
      }
      toStage(duel, t, 'after-calc');
      return;
    case 'after-calc':
      if (duel.result) return;
      // 003 §3.4.4: continuous damage answering the battle damage applies with it, before the substitutes chosen in
      // damage calculation are destroyed (Relinquished is still equipped as its battle damage is mirrored).
      applyDamageHooks(duel);
      if (duel.result) return;
      // 003 §2.2.3 TC-08: substitutes chosen during damage calculation are destroyed after it.
      if (b.substitutes.length) {
        // Monsters, or Equip Cards (003 §3.4.4 Union), still where they were chosen.
        const subs = b.substitutes.filter((u) => onField(duel.cards[u]!.location));
        b.substitutes = [];
        if (subs.length) destroy(duel, subs, Reason.EFFECT | Reason.REPLACE, duel.cards[subs[0]!]!.controller);
      }
      b.timing = 'after-calc';
      // 003 §3.6.3: "during that damage calculation only" changes end with it.
      if (duel.lingering.some((l) => l.untilTurn === DAMAGE_CALCULATION_ONLY))
        duel.lingering = duel.lingering.filter((l) => l.untilTurn !== DAMAGE_CALCULATION_ONLY);
      if (b.flipped >= 0 && duel.cards[b.flipped]!.location === 'mzone')
        raise(duel, 'flipped', b.flipped, (1 - tp) as PlayerId, Reason.BATTLE, 'mzone');
      if (b.calculated) {
        raise(duel, 'battled', b.attacker, tp, Reason.BATTLE, 'mzone');
        if (b.target >= 0) raise(duel, 'battled', b.target, (1 - tp) as PlayerId, Reason.BATTLE, 'mzone');
      }
      window();
      return;
    case 'end': {
      b.timing = 'end';
      raise(duel, 'damage-step-end', b.attacker, tp, Reason.BATTLE, 'mzone');
      // DS5: monsters destroyed by battle go to the GY now.
      const gone = b.destroyed.filter((u) => duel.cards[u]!.location === 'mzone');
      if (gone.length) {
        // Dark Ruler Ha Des: decided while both monsters are still on the field, applied once they are in the GY.
        const negate = gone.filter((u) => negatedWhenBattleDestroyed(duel, b, u));
        // Dracocension: "any monster destroyed by battle with that monster is shuffled into the Deck instead".
        const toDeck = duel.lingering.length ? gone.filter((u) => victimToDeck(duel, b, u)) : [];
        // Their battle positions, which the 'battle-destroyed' events record (Soulbeads).
        const defenseBefore = gone.filter((u) => duel.cards[u]!.defense);
        destroy(duel, gone, Reason.BATTLE, -1, undefined, toDeck);
        for (const u of negate) if (duel.cards[u]!.location === 'gy') addRestriction(duel, u, 'effects-negated', false);
        for (const u of gone) {
          const was = { defense: defenseBefore.includes(u) };
          raise(
            duel,
            'battle-destroyed',
            u,
            duel.cards[u]!.owner,
            Reason.BATTLE | Reason.DESTROY,
            'mzone',
            undefined,
            null,
            was,
          );
        }
      }
      window();
      return;
    }
    case 'leave':
      // 003 §3.6.3: "until the end of the Damage Step" changes end with it.
      if (duel.lingering.some((l) => l.untilTurn === UNTIL_END_OF_DAMAGE_STEP))
        duel.lingering = duel.lingering.filter((l) => l.untilTurn !== UNTIL_END_OF_DAMAGE_STEP);
      log(duel, { type: 'damage-step-end' });
      duel.battle = null;
      done(duel, t);
  }
}

interface Outcome {
  atk: number;
  dmg: [number, number];
  destroyed: number[];
}

/** 003 §3.6.3 damage-calculation table, computed without changing anything. */
function outcome(duel: DuelState, b: BattleState): Outcome {
  const tp = duel.turnPlayer;
  const opp = (1 - tp) as PlayerId;
  const a = duel.cards[b.attacker]!;
  // "If it does, apply its DEF for damage calculation": an attacker in Defense Position battles with its DEF.
  const atk = a.defense ? defOf(duel, a) : atkOf(duel, a);
  const dmg: [number, number] = [0, 0];
  const destroyed: number[] = [];
  if (b.target < 0) {
    dmg[opp] = atk;
  } else {
    const d = duel.cards[b.target]!;
    if (!d.defense) {
      const datk = atkOf(duel, d);
      if (atk > datk) {
        dmg[opp] = atk - datk;
        destroyed.push(d.uid);
      } else if (atk < datk) {
        dmg[tp] = datk - atk;
        destroyed.push(a.uid);
      } else if (atk > 0) {
        destroyed.push(a.uid, d.uid);
      }
    } else {
      const ddef = defOf(duel, d);
      if (atk > ddef) {
        destroyed.push(d.uid);
        // "Inflict piercing battle damage" (003 §3.6.3 damage calculation, as the card's continuous effect changes
        // it): the ATK over the Defense Position monster's DEF is battle damage to its controller.
        // "Double piercing battle damage" doubles that amount.
        dmg[opp] = (atk - ddef) * piercing(duel, a);
      } else if (atk < ddef) dmg[tp] = ddef - atk;
    }
  }
  // 003 §3.6.3: "both players take any battle damage from attacks involving the equipped monster" (Double-Edged
  // Sword): the damage either player would take is dealt to both, at the same time.
  if (battleDamageToBoth(duel, b)) {
    const amount = Math.max(dmg[0], dmg[1]);
    dmg[0] = amount;
    dmg[1] = amount;
  }
  // 003 §3.4.4: a monster that cannot be destroyed by battle is not destroyed.
  return { atk, dmg, destroyed: destroyed.filter((u) => !isIndestructible(duel, duel.cards[u]!, 'battle')) };
}

/**
 * 003 §3.6.3 DS1: effects that apply at the start of the Damage Step without damage calculation come first, with no
 * chain: "destroy that opponent's monster at the start of the Damage Step" (Super Rush Headlong) on either battler.
 */
function destroyBattlePartners(duel: DuelState, b: BattleState): void {
  if (b.target < 0 || !duel.lingering.length) return;
  const pairs: readonly (readonly [number, number])[] = [
    [b.attacker, b.target],
    [b.target, b.attacker],
  ];
  const doomed: number[] = [];
  let by: PlayerId = duel.turnPlayer;
  for (const [self, partner] of pairs) {
    const a = duel.cards[self]!;
    const o = duel.cards[partner]!;
    if (a.location !== 'mzone' || o.location !== 'mzone' || o.controller === a.controller) continue;
    for (const l of duel.lingering)
      if (
        l.kind === 'destroy-battle-partner' &&
        l.uid === self &&
        l.stamp === a.stamp &&
        o.faceUp &&
        // 003 §3.3.1: a second Attribute counts ("also DARK-Attribute").
        hasAttribute(duel, o, ATTRIBUTES[l.value]!) &&
        !doomed.includes(partner)
      ) {
        doomed.push(partner);
        by = a.controller;
      }
  }
  if (doomed.length) destroy(duel, doomed, Reason.EFFECT, by);
}

/**
 * Does a continuous effect give the attacker piercing battle damage ("if … attacks a Defense Position monster")? The
 * multiple of the ATK over the DEF it inflicts: 0 none, 1 piercing, 2 double piercing (Blue-Eyes Chaos MAX Dragon).
 */
function piercing(duel: DuelState, attacker: CardInstance): number {
  let times = 0;
  for (const { src, st } of activeStatics(duel))
    if (st.kind === 'piercing' && st.affects(duel, src, attacker)) times = Math.max(times, st.double ? 2 : 1);
  return times;
}

/** Was `u` destroyed by battle with a monster whose battle victims go to the Deck instead (003 §3.4.4)? */
function victimToDeck(duel: DuelState, b: BattleState, u: number): boolean {
  const partner = u === b.attacker ? b.target : u === b.target ? b.attacker : -1;
  if (partner < 0) return false;
  const p = duel.cards[partner]!;
  return p.location === 'mzone' && p.faceUp && hasRestriction(duel, partner, 'battle-victims-to-deck');
}

/** Does a continuous effect make both players take the battle damage of battle `b` (Double-Edged Sword)? */
function battleDamageToBoth(duel: DuelState, b: BattleState): boolean {
  const involved = [b.attacker, b.target].filter((u) => u >= 0).map((u) => duel.cards[u]!);
  for (const { src, st } of activeStatics(duel))
    if (st.kind === 'battle-damage-both' && involved.some((c) => st.affects(duel, src, c))) return true;
  return false;
}

/** Apply a damage calculation: destruction is decided now and carried out at the end of the Damage Step. */
function apply(duel: DuelState, b: BattleState, out: Outcome): void {
  const tp = duel.turnPlayer;
  const opp = (1 - tp) as PlayerId;
  const { atk, dmg } = out;
  b.destroyed = out.destroyed;
  b.calculated = true;
  // 003 §3.6.3 TC-133: the monsters in a damage calculation "battled" (those of a battle without one did not).
  duel.cards[b.attacker]!.battles++;
  if (b.target >= 0) duel.cards[b.target]!.battles++;
  log(duel, { type: 'damage-calculation', attacker: b.attacker, target: b.target, atk });
  newGroup(duel);
  // Both players' battle damage is simultaneous (003 §3.6.3).
  // The damage a player takes is inflicted by the other player's monster in the battle (the attacker, or the target).
  for (const p of [tp, opp] as const)
    if (!b.noDamage[p] && !spared(duel, b, p)) {
      const source = p === opp || b.target < 0 ? b.attacker : b.target;
      applyDamage(duel, p, dmg[p], Reason.BATTLE, tp, source);
    }
  // 004: "If this card attacks your opponent directly and reduces their Life Points to 0, you win the Match" (Victory
  // Dragon): the opponent alone at 0 LP after its direct attack.
  const a = duel.cards[b.attacker]!;
  if (
    b.target < 0 &&
    duel.players[opp].lp <= 0 &&
    duel.players[tp].lp > 0 &&
    defIn(duel, a.code).winsMatchByDirectAttack
  )
    loseDuel(duel, opp, 'match-win', '004 (Match)');
  else checkLp(duel);
}

/**
 * "Your opponent takes no battle damage from attacks involving this card" (Phantom of Chaos): a continuous effect of
 * the attacker or the attack target spares its controller's opponent (003 §3.6.3 damage calculation). "You take no
 * battle damage" from a battle involving the monsters a continuous effect names (Nirvana High Paladin) spares that
 * effect's controller.
 */
function spared(duel: DuelState, b: BattleState, p: PlayerId): boolean {
  for (const { src, st } of activeStatics(duel)) {
    if (
      st.kind === 'no-battle-damage-to-opponent' &&
      src.controller !== p &&
      (src.uid === b.attacker || src.uid === b.target)
    )
      return true;
    if (
      st.kind === 'no-battle-damage-to-you' &&
      src.controller === p &&
      (st.affects(duel, src, duel.cards[b.attacker]!) ||
        (b.target >= 0 && st.affects(duel, src, duel.cards[b.target]!)))
    )
      return true;
  }
  return false;
}

/**
 * "Negate the effects of monsters destroyed by battle with Fiend-Type monsters you control" (Dark Ruler Ha Des): does
 * a continuous effect negate `u`, destroyed by battle with the other monster of battle `b`? The negation lasts in
 * the GY (003 §3.4.4 TC-104: a Gemini so negated is an Effect Monster there).
 */
function negatedWhenBattleDestroyed(duel: DuelState, b: BattleState, u: number): boolean {
  const other = u === b.attacker ? b.target : b.attacker;
  if (other < 0) return false;
  const o = duel.cards[other]!;
  if (o.location !== 'mzone' || !o.faceUp) return false;
  const c = duel.cards[u]!;
  for (const { src, st } of activeStatics(duel))
    if (
      st.kind === 'negate-battle-destroyed' &&
      o.controller === src.controller &&
      st.by(duel, src, o) &&
      c.uid !== src.uid
    )
      return true;
  return false;
}
