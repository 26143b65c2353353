/**
 * 003 §3.3.2 [TN fn22]: "You can only control 1 'X'", an effect with no chain that the card carries (CardDef
 * onlyControlOne). A player who controls a face-up "X" cannot bring another one face-up on their field: not Summon it
 * face-up, Flip Summon it, activate it, nor take control of it; a face-down one does not count (its name is
 * unknown), so it may be Set. Should they come to control two face-up anyway (one flipped face-up by an effect), the
 * rules destroy the newer ones (stateCheck).
 */
import type { PlayerId } from '../../core/decision.ts';
import { cardDef } from '../cards/registry.ts';
import type { DuelState } from '../state.ts';
import { nameOf, printedName } from './identity.ts';
import { poolHas } from './pool.ts';

/** The face-up cards `player` controls on the field that bear the name `name` (a passcode), in zone order. */
function faceUpNamed(duel: DuelState, player: PlayerId, name: number): number[] {
  const pl = duel.players[player];
  const out: number[] = [];
  const visit = (u: number): void => {
    if (u < 0) return;
    const c = duel.cards[u]!;
    if (c.faceUp && c.controller === player && nameOf(duel, c) === name) out.push(u);
  };
  for (const u of pl.mzone) visit(u);
  visit(duel.emz[0]);
  visit(duel.emz[1]);
  for (const u of pl.szone) visit(u);
  visit(pl.fzone);
  return out;
}

/**
 * Would card `uid` coming face-up to `player`'s field be a second face-up "X" there? Only for a card that says "You
 * can only control 1"; the card itself does not count.
 */
export function onlyOneBlocks(duel: DuelState, uid: number, player: PlayerId): boolean {
  const def = cardDef(duel.cards[uid]!.code);
  if (!def.onlyControlOne) return false;
  return faceUpNamed(duel, player, printedName(def.code)).some((u) => u !== uid);
}

/**
 * Rule processing: the face-up "only control 1" cards a player controls beyond the first (the newer ones: latest
 * arrival last), which the rules destroy.
 */
export function onlyOneExcess(duel: DuelState): number[] {
  // Rule processing runs after every action: a duel whose decks hold no such card skips it (rules/pool.ts).
  if (!poolHas(duel, 'only-control-one', (def) => def.onlyControlOne === true)) return NONE;
  let out: number[] | null = null;
  const visit = (u: number): void => {
    if (u < 0) return;
    const c = duel.cards[u]!;
    if (!c.faceUp || !cardDef(c.code).onlyControlOne) return;
    const same = faceUpNamed(duel, c.controller, printedName(c.code));
    if (same.length < 2) return;
    const oldest = same.reduce((a, b) => (duel.cards[b]!.stamp < duel.cards[a]!.stamp ? b : a));
    if (u !== oldest) (out ??= []).push(u);
  };
  for (const pl of duel.players) {
    for (const u of pl.mzone) visit(u);
    for (const u of pl.szone) visit(u);
    visit(pl.fzone);
  }
  visit(duel.emz[0]);
  visit(duel.emz[1]);
  return out ?? NONE;
}

const NONE: number[] = [];
