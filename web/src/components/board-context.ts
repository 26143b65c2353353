/**
 * What every card box on a board may ask: which options of the pending decision are about it (to highlight it), its
 * place in the picks so far, and what clicking or hovering it does (pick an option, show its text).
 */
import { createContext } from 'preact';
import type { CardFace } from '../logic/faces.ts';

export interface BoardActions {
  /** The indices of the pending decision's options about card `id` (none: not offered). */
  optionsFor(id: number): readonly number[];
  /** 1-based place of the card among the picks (an ordered answer shows it), or null when unpicked. */
  pickedOrder(id: number): number | null;
  clickCard(face: CardFace): void;
  inspect(face: CardFace): void;
}

const NONE: readonly number[] = [];

export const BoardContext = createContext<BoardActions>({
  optionsFor: () => NONE,
  pickedOrder: () => null,
  clickCard: () => undefined,
  inspect: () => undefined,
});
