/**
 * 003 §3.3.3: Setting a Spell or Trap Card face-down in a Spell & Trap Zone of the player's choice (a Field Spell in
 * the Field Zone), in the player's own Main Phase.
 */
import { cardDef } from '../cards/registry.ts';
import type { YgoAsker } from '../decisions.ts';
import type { PlayerId } from '../../core/decision.ts';
import { Reason, type DuelState, type TaskOf } from '../state.ts';
import { log } from './events.ts';
import { sendToGy } from './moves.ts';
import { done } from './tasks.ts';
import { chooseZone } from './zone-choice.ts';
import { moveCard } from './zones.ts';

export function setSpellTrapTask(duel: DuelState, t: TaskOf<'set-spell-trap'>, io: YgoAsker): void {
  const { uid, player } = t;
  const def = cardDef(duel.cards[uid]!.code);
  const field = def.spellType === 'field';
  // 003 §3.3.3: the player chooses the Spell & Trap Zone (asked before anything moves).
  const seq = field ? 0 : chooseZone(duel, io, player, { row: 'spell-trap' }, 'the Set card');
  // 003 §3.3.3: a new Field Spell replaces the old one, which is sent to the GY.
  const oldField = duel.players[player].fzone;
  if (field && oldField >= 0) sendToGy(duel, [oldField], Reason.RULE, player);
  moveCard(duel, uid, field ? 'fzone' : 'szone', {
    reason: Reason.RULE,
    by: player,
    controller: player,
    faceUp: false,
    seq,
  });
  log(duel, { type: 'set-spell', player, card: uid });
  done(duel, t);
}

/**
 * 003 §3.3.3: an effect Sets these Spells/Traps face-down on `player`'s field at once (Multirole: "Set … from your
 * GY"): each in a Spell & Trap Zone of the player's choice (all asked before anything moves), a Field Spell in the
 * Field Zone (the old Field Spell there is sent to the GY). Returns the cards Set.
 */
export function setSpellsTrapsByEffect(
  duel: DuelState,
  uids: readonly number[],
  player: PlayerId,
  io: YgoAsker | undefined,
): number[] {
  const seqs: number[] = [];
  const taken: number[] = [];
  for (const u of uids) {
    if (cardDef(duel.cards[u]!.code).spellType === 'field') {
      seqs.push(0);
      continue;
    }
    const seq = chooseZone(duel, io, player, { row: 'spell-trap', taken }, 'the Set card');
    seqs.push(seq);
    if (seq >= 0) taken.push(seq);
  }
  const set: number[] = [];
  uids.forEach((u, i) => {
    const field = cardDef(duel.cards[u]!.code).spellType === 'field';
    if (seqs[i]! < 0) return;
    const oldField = duel.players[player].fzone;
    if (field && oldField >= 0) sendToGy(duel, [oldField], Reason.RULE, player);
    moveCard(duel, u, field ? 'fzone' : 'szone', {
      reason: Reason.EFFECT,
      by: player,
      controller: player,
      faceUp: false,
      seq: seqs[i]!,
    });
    log(duel, { type: 'set-spell', player, card: u });
    set.push(u);
  });
  return set;
}
