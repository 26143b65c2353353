/**
 * 003 §3.3.2 Summons: Normal Summon (with Tributes for Level 5+), Set, Flip Summon, inherent
 * Special Summons; the Summon-negation window before a Summon succeeds; and changing positions.
 */
import type { PlayerId } from '../../core/decision.ts';
import { cardDef } from '../cards/registry.ts';
import type { CardDef, SummonProcedure } from '../cards/types.ts';
import { isRitualMonster } from '../card-stats.ts';
import { Reason, type DuelState, type SummonEvent, type Task, type TaskOf } from '../state.ts';
import { cardId, type YgoAsker } from '../decisions.ts';
import { describeCard } from './describe.ts';
import { done, pushBelowTop, replace } from './tasks.ts';
import { log, newGroup, raise } from './events.ts';
import { banish, discard, sendToGy, toHand } from './moves.ts';
import { freeMonsterZones, monsters, moveCard } from './zones.ts';
import { refuse } from './chain.ts';
import { hasRestriction } from './lingering.ts';
import { changeLevel } from './level.ts';
import { activeStatics, banishForbidden, cannotBeTributed } from './statics.ts';
import { monsterFaceDownForbidden } from './position.ts';
import { extraGrantsFor } from './extra-summon.ts';
import { assertSpecialSummonAllowed, recordSummon, specialSummonAllowed, summonLockStops } from './summon-history.ts';
import { chooseZone, type ZoneQuery } from './zone-choice.ts';
import { onlyOneBlocks } from './only-one.ts';
import { extraZoneQuery } from './extra-deck-zones.ts';
import { hasMonsterZone } from './special-summon.ts';
import { gyPlacementOrder } from './gy-order.ts';
import { isGemini } from './card-types.ts';
import { chooseContactMaterials, contactFusionPossible, moveContactMaterials } from './contact-fusion.ts';

/** 003 §3.3.2: Level 5–6 needs 1 Tribute, Level 7+ needs 2. */
export function tributesNeeded(level: number): number {
  return level >= 7 ? 2 : level >= 5 ? 1 : 0;
}

/** 003 §3.3.2: the Tributes this monster's Tribute Summon needs: its own text's requirement, or its Level's. */
function tributesFor(def: CardDef): number {
  return def.tributeRequirement?.count ?? tributesNeeded(def.level ?? 0);
}

/** The monsters `player` may Tribute for this monster: "you must Tribute 3 Dragon-Type monsters" narrows them. */
function tributesAllowedFor(duel: DuelState, def: CardDef, player: PlayerId): number[] {
  const pool = tributeSummonPool(duel, player);
  const req = def.tributeRequirement;
  return req ? pool.filter((u) => req.filter(duel, duel.cards[u]!)) : pool;
}

/** Can this hand monster be Normal Summoned (or Set) now, one way or another (003 §3.3.2)? */
export function canNormalSummon(duel: DuelState, uid: number, player: PlayerId): boolean {
  return normalSummonWays(duel, uid, player).length > 0;
}

/**
 * How a Normal Summon puts the monster on the field (003 §3.3.2): 'summon' face-up Attack, 'set' face-down Defense,
 * 'defense' face-up Defense (a Summon that replaces a Set under Light of Intervention).
 */
export type NormalSummonWay = 'summon' | 'set' | 'defense';

/** One way to Normal Summon a hand monster now: `grant` 0 for the regular Normal Summon/Set, else the card whose "in addition to your Normal Summon/Set" grant it uses (003 §3.4.4). */
export interface NormalSummonOption {
  way: NormalSummonWay;
  grant: number;
}

/**
 * 003 §3.3.2: the ways this hand monster may be Normal Summoned or Set now: one Normal Summon/Set per turn (plus one
 * additional Normal Summon by a grant, 003 §3.4.4), the Tributes it needs, a zone; and no lock against it ("you cannot
 * Summon" still lets a monster be Set, 003 §2.1.4; "… except X" lets X through). While a "monsters cannot be Set"
 * effect applies (Light of Intervention), a monster that would be Set is Normal Summoned in face-up Defense Position
 * instead, even when Setting is forbidden (Dark Simorgh, TC-26); a "you cannot Set" effect removes the Set.
 */
export function normalSummonOptions(duel: DuelState, uid: number, player: PlayerId): NormalSummonOption[] {
  const c = duel.cards[uid]!;
  const possible = normalSummonPossible(duel, uid, player);
  // 003 §3.3.2: a Normal Summon without Tributes its own text allows (Gagaga Head): a Summon only, never a Set.
  const bare = tributeFreeSummon(duel, uid, player);
  if (!possible && !bare) return [];
  const out: NormalSummonOption[] = [];
  // 003 §3.3.2 [TN fn22]: "You can only control 1": no second face-up one (a Set is face-down: it stays allowed).
  const summonOk = !summonLockStops(duel, player, 'normal', c.code, 'hand', uid) && !onlyOneBlocks(duel, uid, player);
  if (duel.players[player].normalSummons === 0) {
    if (summonOk) out.push({ way: 'summon', grant: 0 });
    if (monsterSetReplaced(duel)) {
      if (summonOk) out.push({ way: 'defense', grant: 0 });
    } else if (possible && !summonLockStops(duel, player, 'set', c.code, 'hand', uid) && !setForbidden(duel, player)) {
      out.push({ way: 'set', grant: 0 });
    }
    return out;
  }
  // 003 §3.4.4: an additional Normal Summon (a Summon only: none of these grants lets a monster be Set).
  if (!summonOk) return out;
  const tributes = bare ? 0 : tributesFor(cardDef(c.code));
  for (const grant of extraGrantsFor(duel, uid, player, tributes)) out.push({ way: 'summon', grant });
  return out;
}

/**
 * 003 §3.3.2: may this hand monster be Normal Summoned without Tributes now by its own text ("If your opponent controls
 * a monster and you control no monsters, you can Normal Summon this card without Tributing": Gagaga Head)?
 */
function tributeFreeSummon(duel: DuelState, uid: number, player: PlayerId): boolean {
  const c = duel.cards[uid]!;
  const def = cardDef(c.code);
  const w = def.summonWithoutTributes;
  return (
    w !== undefined &&
    c.location === 'hand' &&
    !def.cannotNormalSummon &&
    tributesFor(def) > 0 &&
    freeMonsterZones(duel, player) > 0 &&
    w.condition(duel, c, player)
  );
}

/** The ways alone (Normal Summon, Set, face-up Defense Normal Summon) this hand monster has now. */
export function normalSummonWays(duel: DuelState, uid: number, player: PlayerId): NormalSummonWay[] {
  const out: NormalSummonWay[] = [];
  for (const o of normalSummonOptions(duel, uid, player)) if (!out.includes(o.way)) out.push(o.way);
  return out;
}

/** 003 §3.3.2 TC-25: "Monster Cards cannot be Set …; if one would be Set, it is Normal Summoned in face-up Defense Position" applies. */
export function monsterSetReplaced(duel: DuelState): boolean {
  return monsterFaceDownForbidden(duel);
}

/** 003 §3.3.2 TC-26: a "your opponent cannot Set cards" effect (Dark Simorgh) stops `player`'s Sets. */
export function setForbidden(duel: DuelState, player: PlayerId): boolean {
  return activeStatics(duel).some((a) => a.st.kind === 'cannot-set' && a.src.controller !== player);
}

/**
 * May an effect Normal Summon this hand monster now ("Normal Summon 1 'Mecha Phantom Beast' monster from your hand")?
 * Its Tributes and a zone, and no lock against it (003 §2.1.4); the effect's Summon is its own, so the turn's one
 * Normal Summon (003 §3.3.2) need not be left.
 */
export function canNormalSummonByEffect(duel: DuelState, uid: number, player: PlayerId): boolean {
  return (
    normalSummonPossible(duel, uid, player) && !summonLockStops(duel, player, 'normal', duel.cards[uid]!.code, 'hand')
  );
}

/**
 * "Immediately after this effect resolves, Normal Summon 1 …" (Mecha Phantom Beast O-Lion): the Normal Summon is the
 * next action once the resolving chain link is done (the link's task is on top: the Summon goes just below it),
 * with its Tributes, zone, Summon-negation window and triggers (003 §3.3.2); it does not use the turn's Normal Summon.
 */
export function normalSummonAfterThisLink(duel: DuelState, uid: number, player: PlayerId): void {
  pushBelowTop(duel, { k: 'normal-summon', uid, player, set: false, byEffect: true });
}

/** The monster may be Normal Summoned at all, Tributes and zones included (counts and locks aside). */
function normalSummonPossible(duel: DuelState, uid: number, player: PlayerId): boolean {
  const c = duel.cards[uid]!;
  const def = cardDef(c.code);
  if (def.kind !== 'monster' || c.location !== 'hand' || def.cannotNormalSummon) return false;
  // 003 §3.3.2: Ritual Monsters are Special Summon Monsters: they cannot be Normal Summoned or Set.
  if (isRitualMonster(def)) return false;
  const need = tributesFor(def);
  // Without Tributes only a free zone matters (the Tributes allowed are worked out only when some are needed).
  if (need === 0) return freeMonsterZones(duel, player) > 0;
  const allowed = tributesAllowedFor(duel, def, player);
  const have = allowed.length;
  // Tributes free their zones (a Tribute in an Extra Monster Zone frees none of the Main ones).
  const mainTributable = allowed.filter((u) => duel.cards[u]!.seq < 5).length;
  return have >= need && (freeMonsterZones(duel, player) > 0 || mainTributable > 0);
}

/**
 * 003 §3.3.2: the monsters `player` may Tribute for a Tribute Summon: those they control (Tokens too; they vanish),
 * except those that "cannot be Tributed for a Tribute Summon" (Scapegoat's Sheep Tokens).
 */
function tributeSummonPool(duel: DuelState, player: PlayerId): number[] {
  const all = monsters(duel, player);
  // "It cannot be Tributed" (Sky Striker Ace Token) forbids every Tribute, a Tribute Summon's too (003 §3.3.2).
  return all.filter(
    (u) => !(duel.lingering.length && hasRestriction(duel, u, 'no-tribute-summon')) && !cannotBeTributed(duel, u),
  );
}

/**
 * 003 §3.4.4 "Gemini": may `player` Normal Summon this face-up Gemini on their field again (a Gemini Summon)? It uses
 * the turn's one Normal Summon; it needs no Tributes and no zone (it stays where it is).
 */
export function canGeminiSummon(duel: DuelState, uid: number, player: PlayerId): boolean {
  const c = duel.cards[uid]!;
  if (c.location !== 'mzone' || !c.faceUp || c.controller !== player || c.gemini || !isGemini(c)) return false;
  if (duel.players[player].normalSummons >= 1) return false;
  // 003 §2.1.4: a lock on Normal Summons stops it (the monster is on the field).
  return !summonLockStops(duel, player, 'normal', c.code, 'mzone', uid);
}

/**
 * 003 §3.4.4 "Gemini": the Gemini Summon. The monster stays in its zone; its position cannot be changed manually this
 * turn; it can be negated like any Summon; once it succeeds the monster is an Effect Monster with its effects.
 */
function geminiSummon(duel: DuelState, t: TaskOf<'normal-summon'>): void {
  const { uid, player } = t;
  const c = duel.cards[uid]!;
  duel.players[player].normalSummons++;
  c.summon = 'normal';
  c.positionTurn = duel.turn;
  newGroup(duel);
  log(duel, { type: 'summoning', player, card: uid, code: c.code, kind: 'normal', tributes: [] });
  beginSummon(duel, t, [uid], player, 'normal-summoned', true);
}

/** Normal Summon or Set, with Tributes (003 §3.3.2). */
export function normalSummonTask(duel: DuelState, t: TaskOf<'normal-summon'>, io: YgoAsker): void {
  const { uid, player, set } = t;
  // 003 §3.4.4: a face-up Gemini on the field Normal Summoned again.
  if (duel.cards[uid]!.location === 'mzone') {
    geminiSummon(duel, t);
    return;
  }
  const way: NormalSummonWay = set ? 'set' : t.defense ? 'defense' : 'summon';
  const grant = t.grant ?? 0;
  const def = cardDef(duel.cards[uid]!.code);
  if (t.byEffect) {
    // The effect chose it on resolution; it may no longer be possible (its Tributes or zone gone): nothing happens.
    if (!canNormalSummonByEffect(duel, uid, player)) {
      done(duel, t);
      return;
    }
  } else if (!normalSummonOptions(duel, uid, player).some((o) => o.way === way && o.grant === grant))
    refuse('NORMAL_SUMMON', '003 §3.3.2', `${def.name} cannot be ${set ? 'Set' : 'Normal Summoned'} that way now`);
  const bare = !set && tributeFreeSummon(duel, uid, player);
  const need = bare ? 0 : tributesFor(def);
  let tributes: number[] = [];
  if (need > 0) {
    // 003 §3.2.1: with no Main Monster Zone free, a lone Tribute must free one: an Extra Monster Zone monster is not offered.
    const all = tributesAllowedFor(duel, def, player);
    const pool = need === 1 && freeMonsterZones(duel, player) === 0 ? all.filter((u) => duel.cards[u]!.seq < 5) : all;
    const ans = io.ask({
      player,
      kind: 'select-cards',
      about: 'tribute',
      rule: '003 §3.3.2',
      min: need,
      max: need,
      prompt: `Tribute ${need} monster(s) for ${def.name}`,
      options: pool.map((u) => ({ id: cardId(u), label: describeCard(duel, u, player), kind: 'card', card: u })),
    });
    tributes = ans.map((i) => pool[i]!);
    if (freeMonsterZones(duel, player) === 0 && tributes.every((u) => duel.cards[u]!.seq >= 5)) {
      refuse('NO_ZONE', '003 §3.2.1', 'those Tributes leave no Main Monster Zone free');
    }
  }
  // 003 §3.3.2: the player chooses the Main Monster Zone, among the free ones and those the Tributes free.
  const freed = tributes.map((u) => duel.cards[u]!.seq);
  const seq = chooseZone(duel, io, player, { row: 'monster', freed }, set ? 'the Set monster' : def.name);
  // 003 §3.2.1: the Tributes' owner orders them in the GY (asked before anything changes).
  const tributeOrder = gyPlacementOrder(duel, tributes, io);
  // 003 §3.3.2: one Normal Summon or Set per turn; 003 §3.4.4: and one additional Normal Summon, whatever grants apply.
  if (grant) duel.players[player].extraNormalUsed = true;
  else if (!t.byEffect) duel.players[player].normalSummons++;
  if (tributes.length) sendToGy(duel, tributeOrder, Reason.SUMMON | Reason.TRIBUTE | Reason.MATERIAL, player);
  newGroup(duel);
  moveCard(duel, uid, 'mzone', {
    reason: Reason.SUMMON,
    by: player,
    controller: player,
    faceUp: !set,
    // 003 §3.3.2 TC-25: a face-up Defense Position Normal Summon (Light of Intervention) is a Summon, not a Set.
    defense: set || way === 'defense',
    seq,
  });
  const c = duel.cards[uid]!;
  // 003 §3.4.4: "… as a Level 4 monster": its Level while it stays face-up on the field.
  const asLevel = bare ? def.summonWithoutTributes!.asLevel : undefined;
  if (asLevel !== undefined) changeLevel(duel, uid, 'set', asLevel, false, player);
  if (set) {
    // 003 §3.3.2: a Set is not a Summon.
    c.summon = 'set';
    log(duel, { type: 'set-monster', player, card: uid });
    replace(duel, t, { k: 'window', kind: 'response', who: duel.turnPlayer, passes: 0 });
    return;
  }
  c.summon = tributes.length ? 'tribute' : 'normal';
  log(duel, { type: 'summoning', player, card: uid, code: c.code, kind: c.summon, tributes });
  beginSummon(duel, t, [uid], player, 'normal-summoned');
}

/** 003 §3.3.2: the Summon-negation window (only Summon negation can be used), then success. */
export function beginSummon(
  duel: DuelState,
  t: Task,
  uids: number[],
  player: PlayerId,
  event: SummonEvent,
  gemini = false,
): void {
  duel.summoning = uids.slice();
  const negation: Task = { k: 'window', kind: 'summon', who: duel.turnPlayer, passes: 0 };
  const success: Task = gemini
    ? { k: 'summon-success', uids, player, event, gemini: true }
    : { k: 'summon-success', uids, player, event };
  replace(duel, t, success, negation);
}

export function summonSuccessTask(duel: DuelState, t: TaskOf<'summon-success'>): void {
  const uids = t.uids.filter((u) => duel.summoning.includes(u));
  const player = t.player;
  duel.summoning = [];
  newGroup(duel);
  for (const u of uids) {
    const c = duel.cards[u]!;
    if (c.location !== 'mzone') continue;
    c.properlySummoned = true;
    // 003 §3.4.4: a Gemini Summoned Gemini is an Effect Monster with its effects from now on.
    if (t.gemini === true) c.gemini = true;
    log(duel, { type: 'summoned', player, card: u, code: c.code, kind: c.summon });
    raise(duel, t.event, u, player, Reason.SUMMON, c.previous);
    raise(duel, 'summoned', u, player, Reason.SUMMON, c.previous);
    if (t.event === 'flip-summoned') raise(duel, 'flipped', u, player, Reason.SUMMON, 'mzone');
    // 003 §2.1.4, §2.1.5: only a Summon that succeeded counts (a negated one never gets here).
    recordSummon(duel, player, u, t.event === 'flip-summoned' ? 'mzone' : c.previous);
  }
  // 003 §3.6.2: after the Summon, the turn player gets priority first (triggers go first).
  replace(duel, t, { k: 'window', kind: 'response', who: duel.turnPlayer, passes: 0 });
}

/** 003 §3.3.2 Flip Summon: a face-down Defense monster you have controlled since before this turn. */
export function canFlipSummon(duel: DuelState, uid: number, player: PlayerId): boolean {
  const c = duel.cards[uid]!;
  // A Flip Summon is a battle-position change: not by a monster that declared an attack this turn either.
  return (
    c.location === 'mzone' &&
    c.controller === player &&
    !c.faceUp &&
    c.turnIn < duel.turn &&
    c.positionTurn < duel.turn &&
    c.attacks === 0 &&
    !(duel.lingering.length && hasRestriction(duel, uid, 'cannot-change-position')) &&
    // "You cannot Summon" (Scapegoat) stops Flip Summons too (003 §2.1.4 TN fn6).
    !summonLockStops(duel, player, 'flip', c.code, 'mzone', uid) &&
    !onlyOneBlocks(duel, uid, player)
  );
}

export function flipSummonTask(duel: DuelState, t: TaskOf<'flip-summon'>): void {
  const { uid, player } = t;
  const c = duel.cards[uid]!;
  c.faceUp = true;
  c.defense = false;
  c.positionTurn = duel.turn;
  c.summon = 'flip';
  log(duel, { type: 'summoning', player, card: uid, code: c.code, kind: 'flip' });
  beginSummon(duel, t, [uid], player, 'flip-summoned');
}

/** 003 §3.3.2: change a face-up monster's position once per turn, not the turn it arrived. */
export function canChangePosition(duel: DuelState, uid: number, player: PlayerId): boolean {
  const c = duel.cards[uid]!;
  // 000/002 and 003 §3.3.2: nor after it declared an attack this turn.
  return (
    c.location === 'mzone' &&
    c.controller === player &&
    c.faceUp &&
    // 003 §3.3.2: a Link Monster never changes its battle position.
    !cardDef(c.code).linkArrows &&
    c.positionTurn < duel.turn &&
    c.turnIn < duel.turn &&
    c.attacks === 0 &&
    // "Cannot change its battle position" (Creature Swap): a lasting restriction (003 §3.4.4).
    !(duel.lingering.length && hasRestriction(duel, uid, 'cannot-change-position'))
  );
}

export function changeBattlePosition(duel: DuelState, uid: number): void {
  const c = duel.cards[uid]!;
  c.defense = !c.defense;
  c.positionTurn = duel.turn;
  log(duel, { type: 'position', card: uid, code: c.code, faceUp: true, defense: c.defense });
}

/** 003 §3.3.2: a Summoning condition's own Special Summon (Cyber Dragon) — not on the chain, can be negated. */
export function canInherentSummon(duel: DuelState, uid: number, player: PlayerId, proc: number): boolean {
  const c = duel.cards[uid]!;
  const p = cardDef(c.code).summonProcedures?.[proc];
  if (!p || !p.from.includes(c.location) || c.owner !== player) return false;
  // 003 §2.1.4, §2.1.5: Special Summon locks and "only once per turn" limits.
  if (!specialSummonAllowed(duel, uid, player)) return false;
  // 003 §3.3.2: a "(Polymerization not required)" procedure needs its materials on the field.
  if (p.fieldMaterials) return contactFusionPossible(duel, uid, player) && p.condition(duel, c, player);
  if (p.discard && procedureDiscards(duel, uid, player, p.discard).length < p.discard.count) return false;
  if (p.move) {
    // 003 §3.4.4: "neither player can banish cards" (Imperial Iron Wall): a procedure that banishes cannot be done.
    if (p.move.to === 'banished' && banishForbidden(duel)) return false;
    const moved = procedureMoves(duel, uid, player, p.move);
    if (moved.length < p.move.count) return false;
    // 003 §3.3.2: a monster the procedure takes off the field frees its Main Monster Zone.
    const frees = p.move.from.includes('mzone') && moved.some((u) => duel.cards[u]!.location === 'mzone');
    return (frees || hasMonsterZone(duel, uid, player)) && p.condition(duel, c, player);
  }
  if (p.tribute) {
    const tributes = procedureTributes(duel, uid, player, p.tribute);
    if (tributes.length < p.tribute.count) return false;
    // 003 §3.3.2: a Tribute leaving a Main Monster Zone frees it for the monster.
    const frees = tributes.some((u) => duel.cards[u]!.seq < 5);
    return (frees || hasMonsterZone(duel, uid, player)) && p.condition(duel, c, player);
  }
  return hasMonsterZone(duel, uid, player) && p.condition(duel, c, player);
}

/** 003 §3.3.2: a Special Summon is face-up Attack or Defense Position, as the player chooses; true for Defense. */
export function askSummonDefense(io: YgoAsker, player: PlayerId, prompt: string): boolean {
  const ans = io.ask({
    player,
    kind: 'select-position',
    about: 'summon-position',
    rule: '003 §3.3.2',
    min: 1,
    max: 1,
    prompt,
    options: [
      { id: 'attack', label: 'Attack Position', kind: 'attack' },
      { id: 'defense', label: 'Defense Position', kind: 'defense' },
    ],
  });
  return ans[0] === 1;
}

/** The hand cards a procedure's "by discarding …" may discard (never the monster itself). */
function procedureDiscards(
  duel: DuelState,
  uid: number,
  player: PlayerId,
  spec: NonNullable<SummonProcedure['discard']>,
): number[] {
  const self = duel.cards[uid]!;
  return duel.players[player].hand.filter((u) => u !== uid && spec.filter(duel, self, duel.cards[u]!));
}

/** The cards a procedure's "by banishing … / by returning … to the hand" may move (never the monster itself). */
function procedureMoves(
  duel: DuelState,
  uid: number,
  player: PlayerId,
  spec: NonNullable<SummonProcedure['move']>,
): number[] {
  const self = duel.cards[uid]!;
  const pl = duel.players[player];
  const out: number[] = [];
  for (const from of spec.from) {
    const pile = from === 'hand' ? pl.hand : from === 'gy' ? pl.gy : monsters(duel, player);
    for (const u of pile) if (u !== uid && spec.filter(duel, self, duel.cards[u]!)) out.push(u);
  }
  return out;
}

/** The monsters a procedure's "by Tributing …" may Tribute: the player's, on the field (never the monster itself). */
function procedureTributes(
  duel: DuelState,
  uid: number,
  player: PlayerId,
  spec: NonNullable<SummonProcedure['tribute']>,
): number[] {
  const self = duel.cards[uid]!;
  return monsters(duel, player).filter(
    (u) => u !== uid && !cannotBeTributed(duel, u) && spec.filter(duel, self, duel.cards[u]!),
  );
}

export function inherentSummonTask(duel: DuelState, t: TaskOf<'inherent-summon'>, io: YgoAsker): void {
  const { uid, player } = t;
  assertSpecialSummonAllowed(duel, uid, player);
  const procedure = cardDef(duel.cards[uid]!.code).summonProcedures?.[t.proc];
  let tributes: number[] = [];
  if (procedure?.tribute) {
    // 003 §3.3.2: the Tributes of the procedure are chosen first, before anything moves.
    const pool = procedureTributes(duel, uid, player, procedure.tribute);
    const ans = io.ask({
      player,
      kind: 'select-cards',
      about: 'tribute',
      rule: '003 §3.3.2',
      min: procedure.tribute.count,
      max: procedure.tribute.count,
      prompt: `Tribute ${procedure.tribute.label} to Special Summon ${cardDef(duel.cards[uid]!.code).name}`,
      options: pool.map((u) => ({ id: cardId(u), label: describeCard(duel, u, player), kind: 'card', card: u })),
    });
    tributes = ans.map((i) => pool[i]!);
  }
  // 003 §3.3.2 Contact Fusion: the materials are chosen first too.
  const materials = procedure?.fieldMaterials ? chooseContactMaterials(duel, uid, player, io) : [];
  const spec = procedure?.discard;
  let discards: number[] = [];
  if (spec) {
    // 003 §3.3.2: what the procedure discards is chosen first, with the rest, before anything moves.
    const pool = procedureDiscards(duel, uid, player, spec);
    const ans = io.ask({
      player,
      kind: 'select-cards',
      about: 'cost',
      rule: '003 §3.3.2',
      min: spec.count,
      max: spec.count,
      prompt: `Discard ${spec.label} to Special Summon ${cardDef(duel.cards[uid]!.code).name}`,
      options: pool.map((u) => ({ id: cardId(u), label: describeCard(duel, u, player), kind: 'card', card: u })),
    });
    discards = ans.map((i) => pool[i]!);
  }
  const move = procedure?.move;
  let moved: number[] = [];
  if (move) {
    // 003 §3.3.2: what the procedure banishes or returns is chosen first, with the rest, before anything moves.
    const pool = procedureMoves(duel, uid, player, move);
    const ans = io.ask({
      player,
      kind: 'select-cards',
      about: 'cost',
      rule: '003 §3.3.2',
      min: move.count,
      max: move.count,
      prompt: `${move.to === 'banished' ? 'Banish' : 'Return to the hand'} ${move.label} to Special Summon ${cardDef(duel.cards[uid]!.code).name}`,
      options: pool.map((u) => ({ id: cardId(u), label: describeCard(duel, u, player), kind: 'card', card: u })),
    });
    moved = ans.map((i) => pool[i]!);
  }
  const defense = askSummonDefense(
    io,
    player,
    `Special Summon ${cardDef(duel.cards[uid]!.code).name} in which position?`,
  );
  const query: ZoneQuery =
    duel.cards[uid]!.location === 'extra'
      ? extraZoneQuery(duel, player, uid, materials)
      : // A Main Monster Zone a Tribute (or a monster returned) frees counts as free (003 §3.3.2).
        {
          row: 'monster',
          freed: tributes
            .concat(moved.filter((u) => duel.cards[u]!.location === 'mzone'))
            .filter((u) => duel.cards[u]!.seq < 5)
            .map((u) => duel.cards[u]!.seq),
        };
  const seq = chooseZone(duel, io, player, query, cardDef(duel.cards[uid]!.code).name);
  if (tributes.length) sendToGy(duel, tributes, Reason.SUMMON | Reason.TRIBUTE | Reason.COST, player);
  if (discards.length) discard(duel, discards, Reason.COST | Reason.SUMMON, player);
  if (moved.length && move!.to === 'banished') banish(duel, moved, Reason.COST | Reason.SUMMON, player);
  if (moved.length && move!.to === 'hand') toHand(duel, moved, Reason.COST | Reason.SUMMON, player);
  if (materials.length) moveContactMaterials(duel, materials, procedure!.fieldMaterials!.to, player);
  newGroup(duel);
  moveCard(duel, uid, 'mzone', {
    reason: Reason.SUMMON,
    by: player,
    controller: player,
    faceUp: true,
    defense,
    seq,
  });
  duel.cards[uid]!.summon = 'special';
  procedure?.then?.(duel, duel.cards[uid]!, tributes);
  log(duel, { type: 'summoning', player, card: uid, code: duel.cards[uid]!.code, kind: 'special' });
  beginSummon(duel, t, [uid], player, 'special-summoned');
}
