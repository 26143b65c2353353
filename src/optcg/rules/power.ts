/**
 * Computed card values: printed "base" value (001 §4-9) plus DON!! (001 §6-5-5-2),
 * continuous effects and permanent abilities (001 §8-1-3-3). Power is never clamped
 * (001 §1-3-7); cost and counter are clamped at 0 when read (001 §1-3-6).
 */
import { defAt, type Cond } from '../cards/defs.ts';
import type { Keyword, OptcgState } from '../types.ts';
import type { PlayerId } from '../../core/decision.ts';

export function condsHold(g: OptcgState, conds: Cond[], self: number, p: PlayerId): boolean {
  for (let i = 0; i < conds.length; i++) if (!conds[i]!(g, self, p)) return false;
  return true;
}

/** 001 §8-2: a negated card's abilities (those it had when negated) do not work. */
export function isNegated(g: OptcgState, c: number): boolean {
  const inst = g.inst[c];
  for (const m of g.mods) if (m.c === c && m.inst === inst && m.flag === 'negated') return true;
  return false;
}

function auraBonus(g: OptcgState, c: number, src: number): number {
  const d = defAt(g.code, src);
  if (d.auras.length === 0 || isNegated(g, src)) return 0;
  let b = 0;
  const p = g.owner[src]!;
  for (const a of d.auras) if (condsHold(g, a.if, src, p) && a.to(g, src, c)) b += a.power;
  return b;
}

export function power(g: OptcgState, c: number): number {
  const d = defAt(g.code, c);
  let pw = d.stats.power ?? 0;
  const owner = g.owner[c]!;
  // "This Character's base power becomes …" (OP04-069; 001 §4-9): the latest one replaces the printed power.
  for (const m of g.mods) if (m.c === c && m.inst === g.inst[c] && m.basePower !== undefined) pw = m.basePower;
  // 001 §6-5-5-2: +1000 per given DON!! during its owner's turn only.
  if (owner === g.turnPlayer) pw += g.don[c]! * 1000;
  const inst = g.inst[c];
  for (const m of g.mods) if (m.c === c && m.inst === inst && m.power !== undefined) pw += m.power;
  if (d.gains.length > 0 && !isNegated(g, c)) {
    for (const gn of d.gains) {
      if ((gn.power === undefined && gn.powerFor === undefined) || !condsHold(g, gn.if, c, owner)) continue;
      pw += gn.power ?? 0;
      // "gains +1000 power for every card in your hand" (OP01-072): the count is read whenever power is.
      if (gn.powerFor !== undefined) pw += gn.powerFor(g, c, owner);
    }
  }
  // Permanent abilities of other cards on the field (both players).
  for (let p = 0; p < 2; p++) {
    const ps = g.players[p]!;
    pw += auraBonus(g, c, ps.leader);
    for (const x of ps.chars) pw += auraBonus(g, c, x);
    if (ps.stage >= 0) pw += auraBonus(g, c, ps.stage);
  }
  return pw;
}

/**
 * 001 §1-3-6: a cost below 0 reads as 0. Changes: continuous effects on the card ("give −N cost") and permanent
 * cost abilities of its owner's field cards ("Give blue Events in your hand −1 cost", OP01-067). The changes are
 * summed first and the total is clamped once (a cost of 1 given −2 then +1 is 0, not 1).
 */
export function cost(g: OptcgState, c: number): number {
  let k = defAt(g.code, c).stats.cost ?? 0;
  const inst = g.inst[c];
  for (const m of g.mods) {
    if (m.c !== c || m.inst !== inst) continue;
    if (m.cost !== undefined) k += m.cost;
    if (m.flag === 'costIsZero') return 0; // "Set the cost of … to 0" (OP03-091)
  }
  // Both players' field cards: "Give all of your opponent's Characters −5 cost" (OP02-121) reaches the other side.
  for (let p = 0; p < 2; p++) {
    const ps = g.players[p]!;
    k += costAuraBonus(g, c, ps.leader);
    for (const x of ps.chars) k += costAuraBonus(g, c, x);
    if (ps.stage >= 0) k += costAuraBonus(g, c, ps.stage);
  }
  return Math.max(0, k);
}

/**
 * Card c is played from the hand paying its cost: one-time reductions that reached it are spent ("the next time you
 * play … the cost will be reduced by 1", OP02-025).
 */
export function spendCostReductions(g: OptcgState, c: number): void {
  const p = g.owner[c]!;
  const ps = g.players[p]!;
  for (const src of [ps.leader, ...ps.chars, ...(ps.stage >= 0 ? [ps.stage] : [])]) {
    const d = defAt(g.code, src);
    if (d.costAuras.length === 0 || isNegated(g, src)) continue;
    for (const a of d.costAuras) {
      if (a.spends === undefined || !condsHold(g, a.if, src, p) || !a.to(g, src, c)) continue;
      const i = g.mods.findIndex((m) => m.c === ps.leader && m.flag === a.spends && m.inst === g.inst[ps.leader]);
      if (i >= 0) g.mods.splice(i, 1);
    }
  }
}

function costAuraBonus(g: OptcgState, c: number, src: number): number {
  const d = defAt(g.code, src);
  if (d.costAuras.length === 0 || isNegated(g, src)) return 0;
  let b = 0;
  for (const a of d.costAuras) if (condsHold(g, a.if, src, g.owner[src]!) && a.to(g, src, c)) b += a.cost;
  return b;
}

/** "This card can also attack your opponent's active Characters" (a permanent ability or an effect, OP01-021). */
export function canAttackActive(g: OptcgState, c: number): boolean {
  if (hasFlag(g, c, 'canAttackActive')) return true;
  const d = defAt(g.code, c);
  if (!d.gains.some((x) => x.canAttackActive === true) || isNegated(g, c)) return false;
  for (const gn of d.gains) if (gn.canAttackActive === true && condsHold(g, gn.if, c, g.owner[c]!)) return true;
  return false;
}

export function counterValue(g: OptcgState, c: number): number {
  return Math.max(0, defAt(g.code, c).stats.counter ?? 0);
}

/** Printed keyword, a permanent "gains [X]" whose condition holds, a granted one, or one another card's aura gives. */
export function hasKeyword(g: OptcgState, c: number, kw: Keyword): boolean {
  const inst = g.inst[c];
  for (const m of g.mods) if (m.c === c && m.inst === inst && m.kw === kw) return true;
  const d = defAt(g.code, c);
  if ((d.keywords.includes(kw) || d.gains.some((x) => x.kw === kw)) && !isNegated(g, c)) {
    if (d.keywords.includes(kw)) return true;
    for (const gn of d.gains) if (gn.kw === kw && condsHold(g, gn.if, c, g.owner[c]!)) return true;
  }
  return keywordFromAura(g, c, kw);
}

/** "Your [Blugori] gains [Blocker]" (OP02-074): a permanent ability of a field card that reaches c. */
function keywordFromAura(g: OptcgState, c: number, kw: Keyword): boolean {
  for (let p = 0; p < 2; p++) {
    const ps = g.players[p]!;
    for (const s of [ps.leader, ...ps.chars]) {
      const sd = defAt(g.code, s);
      if (sd.auras.length === 0 || isNegated(g, s)) continue;
      for (const a of sd.auras) if (a.kw === kw && condsHold(g, a.if, s, p as PlayerId) && a.to(g, s, c)) return true;
    }
  }
  return false;
}

/**
 * "This Character cannot be K.O.'d in battle by <Strike> attribute Characters" (001 §1-3-1: the card's text wins over
 * 001 §7-1-4-1-2): a permanent ability of c whose condition holds and that names the opposing card `other`.
 */
export function cannotBeKOdInBattleBy(g: OptcgState, c: number, other: number): boolean {
  // "{Kurozumi Clan} type Characters other than your [Kurozumi Semimaru] cannot be K.O.'d in battle" (OP01-099): a
  // permanent ability of a field card that reaches c.
  for (let p = 0; p < 2; p++) {
    const ps = g.players[p]!;
    for (const s of [ps.leader, ...ps.chars]) {
      const sd = defAt(g.code, s);
      if (sd.auras.length === 0 || isNegated(g, s)) continue;
      for (const a of sd.auras)
        if (a.noBattleKO === true && condsHold(g, a.if, s, p as PlayerId) && a.to(g, s, c)) return true;
    }
  }
  const d = defAt(g.code, c);
  if (!d.gains.some((x) => x.noBattleKOBy !== undefined) || isNegated(g, c)) return false;
  for (const gn of d.gains)
    if (gn.noBattleKOBy && condsHold(g, gn.if, c, g.owner[c]!) && gn.noBattleKOBy(g, c, other)) return true;
  return false;
}

export function hasFlag(g: OptcgState, c: number, flag: string): boolean {
  const inst = g.inst[c];
  for (const m of g.mods) if (m.c === c && m.inst === inst && m.flag === flag) return true;
  return false;
}

export function hasType(g: OptcgState, c: number, type: string): boolean {
  return defAt(g.code, c).stats.types.includes(type);
}

/**
 * Can c be K.O.'d now (001 §1-3-3: the prohibition wins)? By an effect or in battle: "cannot be K.O.'d during this turn"
 * (ST05-017), "none of your Characters can be K.O.'d" (ST06-016, on the owner's Leader), "cannot be K.O.'d by
 * effects" (ST06-004, effects only).
 */
export function canBeKOd(g: OptcgState, c: number, by: 'battle' | 'effect'): boolean {
  if (hasFlag(g, c, 'cannotBeKOd')) return false;
  if (hasFlag(g, g.players[g.owner[c]!]!.leader, 'charsCannotBeKOd')) return false;
  if (by === 'effect') {
    // OP04-083: "None of your Characters can be K.O.'d by effects …" (on the owner's Leader).
    if (hasFlag(g, g.players[g.owner[c]!]!.leader, 'charsCannotBeKOdByEffects')) return false;
    if (auraNoEffectKO(g, c)) return false;
    const d = defAt(g.code, c);
    if (d.gains.some((x) => x.noEffectKO === true) && !isNegated(g, c)) {
      for (const gn of d.gains) if (gn.noEffectKO === true && condsHold(g, gn.if, c, g.owner[c]!)) return false;
    }
  }
  return true;
}

/**
 * "your {Dressrosa} type Characters can attack Characters on the turn in which they are played" (OP04-096, a Stage):
 * a field card's aura reaches c (001 §1-3-1: the text widens 001 §3-7-4, for Characters as targets only).
 */
export function canAttackCharactersWhenPlayed(g: OptcgState, c: number): boolean {
  for (let p = 0; p < 2; p++) {
    const ps = g.players[p]!;
    const srcs = ps.stage >= 0 ? [ps.leader, ...ps.chars, ps.stage] : [ps.leader, ...ps.chars];
    for (const s of srcs) {
      const sd = defAt(g.code, s);
      if (!sd.auras.some((a) => a.attackCharactersWhenPlayed === true) || isNegated(g, s)) continue;
      for (const a of sd.auras)
        if (a.attackCharactersWhenPlayed === true && condsHold(g, a.if, s, p as PlayerId) && a.to(g, s, c)) return true;
    }
  }
  return false;
}

/** "your active Characters with a base cost of 5 cannot be K.O.'d by effects" (OP04-119): a field card's aura reaches c. */
function auraNoEffectKO(g: OptcgState, c: number): boolean {
  for (let p = 0; p < 2; p++) {
    const ps = g.players[p]!;
    for (const s of ps.chars) {
      const sd = defAt(g.code, s);
      if (!sd.auras.some((a) => a.noEffectKO === true) || isNegated(g, s)) continue;
      for (const a of sd.auras)
        if (a.noEffectKO === true && condsHold(g, a.if, s, p as PlayerId) && a.to(g, s, c)) return true;
    }
  }
  return false;
}

/**
 * May an effect of player `by` remove c from the field (K.O., return to hand or deck, place in Life)? Not when c
 * "cannot be removed from the field by your opponent's effects" and `by` is its owner's opponent (OP02-027; 001 §1-3-3).
 */
export function removableBy(g: OptcgState, c: number, by: PlayerId): boolean {
  const owner = g.owner[c]!;
  if (by === owner) return true;
  const d = defAt(g.code, c);
  if (!d.gains.some((x) => x.noRemovalByOpponent === true) || isNegated(g, c)) return true;
  for (const gn of d.gains) if (gn.noRemovalByOpponent === true && condsHold(g, gn.if, c, owner)) return false;
  return true;
}
