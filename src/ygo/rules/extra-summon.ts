/**
 * 003 §3.4.4 "Extra Normal Summon effects": "you can Normal Summon 1 X in addition to your Normal Summon/Set". Only one
 * additional Normal Summon may be used per turn, even when several grants apply and even for different kinds of
 * monsters (TC-117); once it is used, no grant can be activated that turn (TC-118); a grant gained but unused does not
 * stop a different one (TC-119: the player picks one when Summoning, the other lapses); identical grants: once one
 * is gained, the others cannot be activated (TC-120). A grant is read as the card's `extraNormalSummon`.
 */
import type { PlayerId } from '../../core/decision.ts';
import { defIn } from '../cards/registry.ts';
import type { DuelState } from '../state.ts';
import { isNegated } from './statics.ts';
import { monsters } from './zones.ts';

/** The identity of a card's grant (003 §3.4.4 TC-120: identical grants share it). */
export function grantKey(duel: DuelState, code: number): string {
  return defIn(duel, code).extraNormalSummon?.key ?? `#${code}`;
}

/**
 * The grants `player` has now, as the passcodes of the cards giving them: those of face-up monsters they control
 * whose grant applies from the field (not negated), then those gained by effects this turn, in that order.
 */
export function extraGrants(duel: DuelState, player: PlayerId): number[] {
  const out: number[] = [];
  for (const u of monsters(duel, player)) {
    const c = duel.cards[u]!;
    const g = defIn(duel, c.code).extraNormalSummon;
    if (g?.source === 'field' && c.faceUp && !isNegated(duel, c) && !out.includes(c.code)) out.push(c.code);
  }
  for (const code of duel.players[player].extraGrants) if (!out.includes(code)) out.push(code);
  return out;
}

/**
 * 003 §3.4.4: whether `player` may activate (gain) the grant of the card `code` now: no additional Normal Summon used
 * this turn (TC-118), and no identical grant gained already (TC-120; "you can only gain this effect once per turn").
 */
export function mayGainExtraNormalSummon(duel: DuelState, player: PlayerId, code: number): boolean {
  const pl = duel.players[player];
  if (pl.extraNormalUsed) return false;
  const key = grantKey(duel, code);
  return !pl.extraGrants.some((g) => grantKey(duel, g) === key);
}

/** The resolution of a grant: `player` gains the grant of card `code` for this turn (if they still may). */
export function grantExtraNormalSummon(duel: DuelState, player: PlayerId, code: number): boolean {
  if (!mayGainExtraNormalSummon(duel, player, code)) return false;
  duel.players[player].extraGrants.push(code);
  return true;
}

/**
 * The grants that would let `player` Normal Summon the hand monster `uid` in addition to their Normal Summon/Set: none
 * while the regular one is unused or once an additional one was used this turn (one per turn, 003 §3.4.4).
 * `tributes`: how many Tributes its Normal Summon needs ("Tribute Summon 1 monster" grants need some).
 */
export function extraGrantsFor(duel: DuelState, uid: number, player: PlayerId, tributes: number): number[] {
  const pl = duel.players[player];
  if (pl.normalSummons === 0 || pl.extraNormalUsed) return [];
  const stats = defIn(duel, duel.cards[uid]!.code);
  return extraGrants(duel, player).filter((code) => {
    const g = defIn(duel, code).extraNormalSummon!;
    return g.monster(stats) && (!g.tributeOnly || tributes > 0);
  });
}
