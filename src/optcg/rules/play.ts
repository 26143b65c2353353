/**
 * Playing cards onto the field (001 §3-7-3, §3-8-3, §2-7): the Character area holds 5
 * (001 §3-7-6-1: trash one to make room, which is not a K.O.), the Stage area holds 1
 * (001 §3-8-5-1: the old Stage is trashed). [On Play] triggers (001 §10-2-6).
 */
import type { Ctx } from '../cards/defs.ts';
import { defAt } from '../cards/defs.ts';
import { Z, type OptcgState } from '../types.ts';
import { fireOnField, fireTriggers, playedFromHand } from './abilities.ts';
import { chooseCards } from './ask.ts';
import { ev, moveTo, opp, putOnField } from './zones.ts';

export const CHAR_LIMIT = 5; // 001 §3-7-6

/** Trash a Character to make room (001 §3-7-6-1): not a K.O. (001 §10-2-1-3). */
export function trashForRoom(g: OptcgState, c: number): void {
  moveTo(g, c, Z.trash);
  ev(g, { type: 'trash', player: g.owner[c]!, card: c, code: g.code[c]!, from: 'character-area' });
}

/** Put card c onto its owner's field now, replacing the Stage if needed, and fire [On Play]. */
export function placeCard(g: OptcgState, c: number, from: string): void {
  const isStage = defAt(g.code, c).stats.category === 'Stage';
  const ps = g.players[g.owner[c]!];
  if (isStage && ps.stage >= 0) {
    const old = ps.stage;
    moveTo(g, old, Z.trash); // 001 §3-8-5-1
    ev(g, { type: 'trash', player: g.owner[old]!, card: old, code: g.code[old]!, from: 'stage-area' });
  }
  putOnField(g, c, isStage);
  ev(g, { type: 'play', player: g.owner[c]!, card: c, code: g.code[c]!, from });
  // 001 §10-2-6 [Inferred]: the text does not say whether a card put onto the field by an effect
  // is "played"; §3-7-3 calls every placement in the Character area playing, so [On Play] fires.
  fireTriggers(g, 'onPlay', [c]);
  if (from === 'hand' && !isStage) playedFromHand(g, c);
  // "When your opponent plays a Character" (OP04-024): from the hand or by an effect (001 §3-7-3).
  if (!isStage) fireOnField(g, opp(g.owner[c]!), 'onOpponentPlaysCharacter');
}

/** Play a card by an effect, asking which Character to trash when the area is full. */
export function playToField(x: Ctx, c: number, from: string): void {
  const g = x.g;
  const ps = g.players[g.owner[c]!];
  const isStage = defAt(g.code, c).stats.category === 'Stage';
  if (!isStage && ps.chars.length >= CHAR_LIMIT) {
    const [t] = chooseCards(
      x,
      'Your Character area is full: choose a Character to trash',
      '001 §3-7-6-1',
      ps.chars,
      1,
      1,
      g.owner[c]!,
    );
    trashForRoom(g, t!);
  }
  placeCard(g, c, from);
}
