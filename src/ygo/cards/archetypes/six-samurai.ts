/** Shared text of The Six Samurai cards: the archetype filter, the "different name" condition, the replacement. */
import type { CardInstance, DuelState } from '../../state.ts';
import { cardDef } from '../registry.ts';
import { monsters } from '../../rules/zones.ts';

/** "Six Samurai" archetype (YGOPro setcode 0x3d; sub-archetypes share the low 12 bits). */
export function isSixSamurai(code: number): boolean {
  return (cardDef(code).setcodes ?? []).some((s) => (s & 0xfff) === 0x3d);
}

/** "You control a face-up 'Six Samurai' monster with a different name." */
export function controlsOtherSamurai(duel: DuelState, self: CardInstance): boolean {
  const name = cardDef(self.code).name;
  return monsters(duel, self.controller).some((u) => {
    const c = duel.cards[u]!;
    return c.faceUp && isSixSamurai(c.code) && cardDef(c.code).name !== name;
  });
}

/** "If this card would be destroyed, you can destroy another face-up 'Six Samurai' monster you control instead." */
export const samuraiReplacement = {
  label: 'destroy another face-up "Six Samurai" monster you control instead',
  substitutes: (duel: DuelState, self: CardInstance): number[] =>
    monsters(duel, self.controller).filter((u) => u !== self.uid && duel.cards[u]!.faceUp && isSixSamurai(duel.cards[u]!.code)),
};
