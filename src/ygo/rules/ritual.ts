/**
 * 003 §3.3.2 Ritual Summon: on a Ritual Spell's resolution, monsters from the hand or field are Tributed whose Levels
 * reach the Ritual Monster's Level, and the Ritual Monster is Special Summoned from the hand, properly Summoned. The
 * Summon is inside the resolution, so nothing can respond to it (TC-31). As for Fusion (fusion.ts), nothing is offered
 * that could not then be completed: a Ritual Monster only with a legal Tribute set, a Tribute only if a legal set still
 * contains it.
 */
import type { PlayerId } from '../../core/decision.ts';
import type { CardStats } from '../card-stats.ts';
import { isRitualMonster } from '../card-stats.ts';
import { cardDef } from '../cards/registry.ts';
import type { Step } from '../cards/types.ts';
import { Reason, type DuelState } from '../state.ts';
import { banish, sendToGy } from './moves.ts';
import { maySpecialSummon, specialSummon } from './special-summon.ts';
import { canPlaceMonster, monsters } from './zones.ts';
import { cannotBeTributed } from './statics.ts';
import { chooseZone } from './zone-choice.ts';
import { levelOf as currentLevel } from './level.ts';

/** What a Ritual Spell says: the card file's words (dsl ritualSummon). */
export interface RitualSpec {
  /**
   * 003 §3.3.2: "total Levels exactly equal" ('equal') or "equal N or more" / "equal or exceed" ('at-least'), as each
   * card says (digest 000-002-004 §12 item 21: the older books wrote "equal"; the card's text decides).
   */
  level: 'equal' | 'at-least';
  /** Which Ritual Monsters the Spell can Summon ("Black Luster Soldier", any "Nekroz" Ritual Monster, any). */
  monster: (c: CardStats) => boolean;
  /** "including 'Dark Magician' or 'Dark Magician Girl'" (Secrets of Dark Magic): one Tribute must match. */
  mustInclude?: (c: CardStats) => boolean;
  /** "and/or banish 'Nekroz' monsters from your GY" (Nekroz Mirror): these count with the Tributes. */
  banishFromGy?: (c: CardStats) => boolean;
  /** "Tribute Pendulum Monsters from your hand or field" (Amorphous Persona): only these may be Tributed. */
  tribute?: (c: CardStats) => boolean;
}

/** A Ritual Summon being worked out: the Spell's words, the Level to reach, the pool, and whether a zone must be freed. */
interface Search {
  duel: DuelState;
  spec: RitualSpec;
  level: number;
  pool: readonly number[];
  needZone: boolean;
}

/** The Level a card counts for as a Ritual Tribute; monsters without a Level (0) cannot be used. */
function levelOf(duel: DuelState, uid: number): number {
  // 003 §3.3.1: a Tribute's current Level (printed in the hand, changed ones on the field).
  return currentLevel(duel, duel.cards[uid]!);
}

/** 003 §3.3.2: the pool: your monsters in the hand and on the field (face-down ones too), and what the card adds. */
function tributePool(duel: DuelState, player: PlayerId, spec: RitualSpec): number[] {
  const only = spec.tribute;
  const isMonster = (u: number): boolean => cardDef(duel.cards[u]!.code).kind === 'monster' && levelOf(duel, u) > 0;
  // 003 §3.3.2: a monster that "cannot be Tributed" (Mind Control's) is no Ritual Tribute either.
  const tributable = (u: number): boolean => isMonster(u) && (!only || only(cardDef(duel.cards[u]!.code)));
  const onField = monsters(duel, player).filter((u) => tributable(u) && !cannotBeTributed(duel, u));
  const pool = duel.players[player].hand.filter(tributable).concat(onField);
  const gy = spec.banishFromGy;
  if (gy) for (const u of duel.players[player].gy) if (isMonster(u) && gy(cardDef(duel.cards[u]!.code))) pool.push(u);
  return pool;
}

function inMainZone(duel: DuelState, uid: number): boolean {
  const c = duel.cards[uid]!;
  return c.location === 'mzone' && c.seq < 5;
}

/**
 * Is `used` a legal Tribute set? 003 §3.3.2: "exactly" N, or N "or more" with no superfluous Tribute: without any
 * one of them the total would fall short (TC-32: for 9, Lv9 + Lv2 is illegal, Lv6 + Lv5 legal; TC-33: Dark Magician
 * of Chaos cannot join Dark Magician for a Level 8). Must-include Spells need one such Tribute; with every Main
 * Monster Zone taken, a Tribute must free one for the Ritual Monster.
 */
function complete(s: Search, used: readonly number[]): boolean {
  let sum = 0;
  let least = Infinity;
  for (const u of used) {
    const l = levelOf(s.duel, u);
    sum += l;
    least = Math.min(least, l);
  }
  const levelOk = s.spec.level === 'equal' ? sum === s.level : sum >= s.level && sum - least < s.level;
  if (!levelOk) return false;
  const must = s.spec.mustInclude;
  if (must && !used.some((u) => must(cardDef(s.duel.cards[u]!.code)))) return false;
  return !s.needZone || used.some((u) => inMainZone(s.duel, u));
}

function total(duel: DuelState, used: readonly number[]): number {
  let sum = 0;
  for (const u of used) sum += levelOf(duel, u);
  return sum;
}

/**
 * Can `used` grow into a legal set with pool cards from index `from` on? Once the total reaches the Level, adding
 * more is never legal ("equal" overshoots; "or more" would make a Tribute superfluous), so the search stops there.
 */
function completable(s: Search, used: number[], from: number): boolean {
  if (complete(s, used)) return true;
  if (total(s.duel, used) >= s.level) return false;
  for (let i = from; i < s.pool.length; i++) {
    const u = s.pool[i]!;
    if (used.includes(u)) continue;
    used.push(u);
    const ok = completable(s, used, i + 1);
    used.pop();
    if (ok) return true;
  }
  return false;
}

/** The search for Summoning `ritual` (its Level, the pool without itself), or null when no zone can be had at all. */
function searchFor(duel: DuelState, player: PlayerId, spec: RitualSpec, ritual: number): Search | null {
  // 003 §3.3.2: a Ritual Monster goes to a Main Monster Zone; a Tribute leaving one frees it.
  const needZone = !canPlaceMonster(duel, player, false);
  if (needZone && !duel.players[player].mzone.some((u) => u >= 0)) return null;
  const pool = tributePool(duel, player, spec).filter((u) => u !== ritual);
  return { duel, spec, level: levelOf(duel, ritual), pool, needZone };
}

/** Ritual Monsters in the hand the Spell could Ritual Summon now (003 §3.3.2: the Spell needs one, with enough Tributes). */
export function ritualCandidates(duel: DuelState, player: PlayerId, spec: RitualSpec): number[] {
  return duel.players[player].hand.filter((u) => {
    const def = cardDef(duel.cards[u]!.code);
    if (!isRitualMonster(def) || !spec.monster(def) || !maySpecialSummon(duel, u, player, 'ritual')) return false;
    const s = searchFor(duel, player, spec, u);
    return s !== null && completable(s, [], 0);
  });
}

/** The resolution of "Ritual Summon 1 Ritual Monster from your hand, by Tributing monsters …" (003 §3.3.2). */
export function ritualSummonStep(spec: RitualSpec): Step {
  return (ctx) => {
    const { duel, player } = ctx;
    const candidates = ritualCandidates(duel, player, spec);
    if (candidates.length === 0) return false;
    const ask = (from: readonly number[], prompt: string): number =>
      ctx.choose({ from, min: 1, max: 1, prompt, rule: '003 §3.3.2' })[0]!;
    const ritual = ask(candidates, 'Choose a Ritual Monster to Ritual Summon');
    const s = searchFor(duel, player, spec, ritual)!;
    const used: number[] = [];
    const goal = `${s.level}${spec.level === 'at-least' ? ' or more' : ''}`;
    // One Tribute at a time, each offered only if a legal set still contains it; the set is complete as soon as it is
    // legal (nothing can be added to a legal set), so finishing is never a choice that could be refused.
    while (!complete(s, used)) {
      const options = s.pool.filter((u) => !used.includes(u) && completable(s, [...used, u], 0));
      const prompt = `Ritual Tribute ${used.length + 1} (Levels so far ${total(duel, used)} of ${goal})`;
      used.push(ask(options, prompt));
    }
    const defense = ctx.chooseOption(['Attack Position', 'Defense Position'], 'Ritual Summon in which position?') === 1;
    // 003 §3.3.2: the player chooses the zone, among the free ones and those the Tributes free, before they go.
    const freed = used.filter((u) => inMainZone(duel, u)).map((u) => duel.cards[u]!.seq);
    const zone = chooseZone(duel, ctx.asker, player, { row: 'monster', freed }, cardDef(duel.cards[ritual]!.code).name);
    // 003 §3.3.2: the Tributes go to the GY (the owner orders them, 003 §3.2.1), those from the GY are banished, then
    // the Ritual Monster is Special Summoned inside this resolution: no Summon-negation window (TC-31).
    const fromGy = used.filter((u) => duel.cards[u]!.location === 'gy');
    sendToGy(
      duel,
      used.filter((u) => !fromGy.includes(u)),
      Reason.TRIBUTE | Reason.MATERIAL | Reason.SUMMON,
      player,
      ctx.asker,
    );
    if (fromGy.length) banish(duel, fromGy, Reason.MATERIAL | Reason.SUMMON, player);
    return specialSummon(duel, ritual, player, { defense, by: player, kind: 'ritual', proper: true, zone });
  };
}
