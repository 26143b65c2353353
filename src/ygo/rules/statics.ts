/**
 * 003 §3.4.2: continuous effects that apply without the chain while their card is face-up
 * on the field (monster continuous effects, Continuous/Field/Equip Spells, Continuous Traps).
 */
import { cardDef } from '../cards/registry.ts';
import type { StaticDef } from '../cards/types.ts';
import type { CardInstance, DuelState } from '../state.ts';

function fieldCardsInOrder(duel: DuelState, visit: (c: CardInstance) => void): void {
  // Deterministic order: player 0 then 1; monsters, Extra Monster Zones, Spell/Trap Zones, Field Zone.
  for (let p = 0; p < 2; p++) {
    const pl = duel.players[p]!;
    for (const u of pl.mzone) if (u >= 0) visit(duel.cards[u]!);
    for (const u of pl.szone) if (u >= 0) visit(duel.cards[u]!);
    if (pl.fzone >= 0) visit(duel.cards[pl.fzone]!);
  }
  for (const u of duel.emz) if (u >= 0) visit(duel.cards[u]!);
}

/** Is this card's effect negated by a continuous negation (e.g. Jinzo negating Traps on the field)? */
export function isNegated(duel: DuelState, c: CardInstance): boolean {
  let hit = false;
  fieldCardsInOrder(duel, (src) => {
    if (hit || !src.faceUp || src.uid === c.uid) return;
    const def = cardDef(src.code);
    if (!def.statics) return;
    for (const st of def.statics) if (st.kind === 'negate-effects' && st.cards(duel, src, c)) hit = true;
  });
  return hit;
}

/** Visit every continuous effect now applying, with its source card. */
export function forEachStatic(duel: DuelState, visit: (src: CardInstance, st: StaticDef) => void): void {
  fieldCardsInOrder(duel, (src) => {
    if (!src.faceUp) return;
    const def = cardDef(src.code);
    if (!def.statics) return;
    if (isNegated(duel, src)) return;
    for (const st of def.statics) visit(src, st);
  });
}
