/**
 * The card language of turns: "take an extra turn after this one" (OP05-119). The state keeps the players owed an
 * extra turn (OptcgState.extraTurns); the End Phase gives the next turn to the first of them (rules/turn.ts).
 */
import type { Step } from './defs.ts';

/** "Then, take an extra turn after this one" (OP05-119; 001 §1-3-1: the card's text wins over 001 §6-6-1-4). */
export const takeExtraTurn: Step = (x) => {
  x.g.extraTurns.push(x.p);
};
