/**
 * 003 §3.3.2 "Tokens": monsters an effect creates ("Special Summon a Token"). A Token is no card: it is in no Deck
 * (deck-check.ts). Its Special Summon creates a new card instance, appended to duel.cards (uids stay the indexes,
 * and creation is as deterministic as the rest), owned and controlled by the player on whose field it is Summoned.
 * On the field it is a Normal Monster with the stats of its own card file. When it leaves the field it vanishes
 * (zones.ts moveCard: location 'gone', in no pile); it can never be face-down (position.ts).
 */
import type { PlayerId } from '../../core/decision.ts';
import { isToken } from '../card-stats.ts';
import { cardDef } from '../cards/registry.ts';
import type { DuelState } from '../state.ts';
import { isLocked } from './lingering.ts';
import { newCard } from './setup.ts';
import { placeAll, type SpecialSummonOptions } from './special-summon.ts';
import { chooseZone } from './zone-choice.ts';
import { freeMonsterZones, hide } from './zones.ts';

/**
 * Whether `player` can Special Summon `count` Tokens now: one free Main Monster Zone each (Tokens are not from the
 * Extra Deck, 003 §3.2.1) and no "cannot Special Summon" or "cannot Summon" on them. An effect that needs them all
 * cannot be activated without (003 §3.4.3: an activation whose resolution is impossible is not allowed).
 * `ownSummonLock`: the resolving card itself made the "you cannot Summon other monsters" lock (Scapegoat), which
 * does not stop its own Tokens.
 */
export function canSummonTokens(duel: DuelState, player: PlayerId, count: number, ownSummonLock = false): boolean {
  if (duel.locks.length) {
    // 003 §2.1.4: a Special Summon lock stops Tokens unless it is only about another place ("from the Extra Deck").
    if (
      duel.locks.some(
        (l) =>
          l.kind === 'cannot-special-summon' && l.player === player && l.untilTurn >= duel.turn && l.from === undefined,
      )
    )
      return false;
    if (!ownSummonLock && isLocked(duel, player, 'cannot-summon')) return false;
  }
  return freeMonsterZones(duel, player) >= count;
}

/**
 * Special Summon the Tokens `codes` (one each) to `player`'s field, all at once: one action (003 §3.4.4), so
 * whatever answers "when … Special Summoned" sees them all. The player chooses each zone before any Token exists (a
 * step asks all its questions before it changes the duel, src/core/resume.ts); a Token without a zone is not
 * created. Returns the new Tokens' uids, in the order of `codes`.
 */
export function summonTokens(
  duel: DuelState,
  codes: readonly number[],
  player: PlayerId,
  opts: SpecialSummonOptions,
): number[] {
  const zones: number[] = [];
  for (const code of codes) {
    const def = cardDef(code);
    if (!isToken(def)) throw new Error(`summonTokens: ${code} (${def.name}) is not a Token`);
    const z = chooseZone(duel, opts.io, player, { row: 'monster', taken: zones }, def.name);
    if (z < 0) break;
    zones.push(z);
  }
  const uids: number[] = [];
  for (const code of codes.slice(0, zones.length)) {
    const c = newCard(duel.cards.length, code, player, 'gone');
    c.stamp = duel.nextStamp++;
    hide(duel, c);
    duel.cards.push(c);
    uids.push(c.uid);
  }
  placeAll(duel, uids, zones, player, opts);
  return uids;
}
