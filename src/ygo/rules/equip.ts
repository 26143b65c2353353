/**
 * 003 §3.3.3 Equip Spells: attached to one monster; destroyed when it leaves or can no longer be equipped.
 * 003 §3.4.4 "Monsters as Equip Cards": a card an effect equips (a monster from the hand, GY or field, a Union) goes
 * face-up to a Spell & Trap Zone of the effect's controller and is an Equip Spell there; it follows the same rules.
 */
import type { PlayerId } from '../../core/decision.ts';
import { Reason, type DuelState } from '../state.ts';
import { log } from './events.ts';
import { freeSpellZones, moveCard } from './zones.ts';
import { chooseZone } from './zone-choice.ts';
import { cardDef } from '../cards/registry.ts';
import type { YgoAsker } from '../decisions.ts';

/** Attach an Equip Card already in a Spell & Trap Zone to a face-up monster; `by`: the card whose effect did it. */
export function equipTo(duel: DuelState, equipUid: number, monsterUid: number, by = -1): boolean {
  const m = duel.cards[monsterUid]!;
  const e = duel.cards[equipUid]!;
  if (m.location !== 'mzone' || !m.faceUp || e.location !== 'szone') return false;
  // 003 §3.3.3: an Equip Spell is equipped only to a monster it may equip ("Equip only to a Warrior-Type monster").
  if (!mayEquip(duel, equipUid, monsterUid)) return false;
  e.equipTarget = monsterUid;
  e.equipBy = by;
  log(duel, { type: 'equip', card: equipUid, code: e.code, target: monsterUid });
  return true;
}

/**
 * 003 §3.4.4 "Monsters as Equip Cards": `player`'s effect (of card `by`) equips card `uid` to the face-up monster
 * `monsterUid`: it goes face-up to a Spell & Trap Zone `player` controls (`seq`, or the first free one), from wherever
 * it is (a card already on the field moves there: Unions, 003 §3.4.4), and is an Equip Card. False, and nothing
 * moves, when the monster is not face-up on the field or no Spell & Trap Zone is free.
 */
export function equipCardTo(
  duel: DuelState,
  uid: number,
  monsterUid: number,
  player: PlayerId,
  by: number,
  io?: YgoAsker,
): boolean {
  const m = duel.cards[monsterUid]!;
  const c = duel.cards[uid]!;
  if (m.location !== 'mzone' || !m.faceUp || uid === monsterUid) return false;
  const inOwnZone = c.location === 'szone' && c.controller === player;
  if (!inOwnZone && freeSpellZones(duel, player) === 0) return false;
  // 003 §3.3.3: the player chooses the Spell & Trap Zone (asked before anything moves).
  const seq = inOwnZone ? undefined : chooseZone(duel, io, player, { row: 'spell-trap' }, cardDef(c.code).name);
  return placeEquip(duel, uid, monsterUid, player, by, seq);
}

function placeEquip(
  duel: DuelState,
  uid: number,
  monsterUid: number,
  player: PlayerId,
  by: number,
  seq?: number,
): boolean {
  const c = duel.cards[uid]!;
  if (!(c.location === 'szone' && c.controller === player)) {
    // From the Monster Zone (a Union) or from the hand or GY: it arrives as a new card (003 §3.4.4).
    moveCard(duel, uid, 'szone', {
      reason: Reason.EFFECT,
      by: player,
      controller: player,
      faceUp: true,
      ...(seq !== undefined ? { seq } : {}),
    });
  }
  return equipTo(duel, uid, monsterUid, by);
}

/**
 * 003 §3.3.3: may this Equip Card stay on (or be equipped to) this monster? Its equip condition is checked
 * continuously, name and Type changes included (TC-52: Magnum Shield on a monster DNA Surgery made a Spellcaster).
 */
export function mayEquip(duel: DuelState, equipUid: number, monsterUid: number): boolean {
  const f = cardDef(duel.cards[equipUid]!.code).equipFilter;
  return !f || f(duel, duel.cards[equipUid]!, duel.cards[monsterUid]!);
}
