/**
 * 003 §3.4.4 "gains effects", 003 §3.3.2: the effects a card has now: its own, plus those it gains from another card
 * (an Xyz Material's "An Xyz Monster that was Summoned using this card … gains this effect": Gagaga Head) or copies
 * ("replace this effect with that monster's original effects": Phantom of Chaos, Legendary Knight Hermos). A gained
 * effect is the holder's own effect while it lasts ("this card" is the holder); it exists only while the holder is
 * face-up in the Monster Zone (TC-111), and the granting text itself drops out (TC-113: its other effects stay).
 *
 * Effects are referred to by index everywhere (chain links, triggers, once-per-turn keys). Own effects keep their
 * index (0, 1, …); a gained effect has a negative index that names its source by itself (passcode, which list, which
 * entry), so a chain link keeps resolving it after the grant ends (003 §3.4.3: an activated effect resolves anyway).
 */
import { cardDef, defIn } from '../cards/registry.ts';
import type { EffectDef } from '../cards/types.ts';
import type { CardInstance, DuelState } from '../state.ts';

/** Where a gained effect is printed: 'copy' the source's own effects, 'xyz' its xyzGrants. */
type GainKind = 'copy' | 'xyz';

/** The index of a gained effect (negative): entry `i` of the `kind` list of card `code`. */
export function gainedIndex(code: number, kind: GainKind, i: number): number {
  return -((code * 64 + i) * 2 + (kind === 'xyz' ? 1 : 0)) - 1;
}

/** The source of a gained effect index. */
export function decodeGained(index: number): { code: number; kind: GainKind; i: number } {
  const ref = -index - 1;
  const kind: GainKind = ref % 2 === 1 ? 'xyz' : 'copy';
  const rest = Math.floor(ref / 2);
  return { code: Math.floor(rest / 64), kind, i: rest % 64 };
}

/** The effect an index names on a card of passcode `code`: its own (index ≥ 0) or a gained one (index < 0). */
export function effectOf(duel: DuelState, code: number, index: number): EffectDef | undefined {
  if (index >= 0) return defIn(duel, code).effects?.[index];
  const g = decodeGained(index);
  const src = defIn(duel, g.code);
  return g.kind === 'xyz' ? src.xyzGrants?.[g.i] : src.effects?.[g.i];
}

/** effectOf with the cards' current printings (for code that has no duel at hand). */
export function printedEffectOf(code: number, index: number): EffectDef | undefined {
  if (index >= 0) return cardDef(code).effects?.[index];
  const g = decodeGained(index);
  const src = cardDef(g.code);
  return g.kind === 'xyz' ? src.xyzGrants?.[g.i] : src.effects?.[g.i];
}

/** The passcode whose effects this card copies now (a 'copy-effects' change, the latest winning), or -1. */
export function copiedCode(duel: DuelState, c: CardInstance): number {
  if (c.location !== 'mzone' || !c.faceUp || duel.lingering.length === 0) return -1;
  let best = -1;
  let ts = -1;
  for (const l of duel.lingering)
    if (l.kind === 'copy-effects' && l.uid === c.uid && l.stamp === c.stamp && l.ts > ts) {
      best = l.value;
      ts = l.ts;
    }
  return best;
}

/**
 * Visit the gained effects of a card now, as indices (003 §3.4.4): only face-up in the Monster Zone. From its Xyz
 * Materials' grants when it was Xyz Summoned (Gagaga Head: "Summoned using this card"), and a copy's effects. `visit`
 * returning true stops the visit, which then returns true (the one place these conditions are written).
 */
function visitGained(duel: DuelState, c: CardInstance, visit: (index: number) => boolean): boolean {
  if (c.location !== 'mzone' || !c.faceUp) return false;
  if (c.summon === 'xyz')
    for (const m of c.overlay) {
      const code = duel.cards[m]!.code;
      const grants = defIn(duel, code).xyzGrants;
      if (grants) for (let i = 0; i < grants.length; i++) if (visit(gainedIndex(code, 'xyz', i))) return true;
    }
  const copied = copiedCode(duel, c);
  if (copied >= 0) {
    const effects = defIn(duel, copied).effects ?? [];
    for (let i = 0; i < effects.length; i++) if (visit(gainedIndex(copied, 'copy', i))) return true;
  }
  return false;
}

/** The gained effects of a card now, as indices (see visitGained). */
export function gainedEffects(duel: DuelState, c: CardInstance): number[] {
  const out: number[] = [];
  visitGained(duel, c, (index) => {
    out.push(index);
    return false;
  });
  return out;
}

/**
 * Every effect index the card has now, own first: its own effects, except the one a copy replaces while the copy
 * lasts, then the gained ones.
 */
export function effectIndices(duel: DuelState, c: CardInstance): number[] {
  const def = defIn(duel, c.code);
  const own = def.effects?.length ?? 0;
  const gained = gainedEffects(duel, c);
  const replaced = def.replacedByCopy !== undefined && copiedCode(duel, c) >= 0 ? def.replacedByCopy : -1;
  const out: number[] = [];
  for (let i = 0; i < own; i++) if (i !== replaced) out.push(i);
  for (const g of gained) out.push(g);
  return out;
}

const found = (): boolean => true;

/** 003 §3.3.2: "Gaining an effect makes a monster an Effect Monster" (TC-21). */
export function hasGainedEffects(duel: DuelState, c: CardInstance): boolean {
  // gainedEffects(duel, c).length > 0, without building the list (asked for every face-up monster in every window).
  return visitGained(duel, c, found);
}

/** The effect `index` if the card has it now (effectIndices), else undefined. */
export function heldEffect(duel: DuelState, c: CardInstance, index: number): EffectDef | undefined {
  return effectIndices(duel, c).includes(index) ? effectOf(duel, c.code, index) : undefined;
}
