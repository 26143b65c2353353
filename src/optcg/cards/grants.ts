/**
 * Grants of the card language added for OP-03 (issue 8): effects that give every matching card something without a
 * choice ("your Leader gains [Double Attack]", "Give all of your opponent's Characters −3 cost", "Set the cost … to 0").
 */
import type { Aura, Step } from './defs.ts';
import type { Duration, Keyword } from '../types.ts';
import { Z } from '../types.ts';
import { ev, moveTo } from '../rules/zones.ts';
import { chooseCards } from '../rules/ask.ts';
import { aura, fieldCandidates, opponentsCharacter, type Cond, type Filter } from './dsl.ts';

/** "Your Leader gains [Double Attack] … during this turn" (OP03-016): every match now gains the keyword (001 §10-1). */
export function allGainKeyword(kw: Keyword, dur: Duration, f: Filter): Step {
  return (x) => {
    for (const c of fieldCandidates(x.g, x.p, f, x.self)) {
      x.g.mods.push({ c, inst: x.g.inst[c]!, by: x.p, dur, kw });
      ev(x.g, { type: 'gain', card: c, keyword: kw, duration: dur });
    }
  };
}

/** "Set the cost of up to N of your opponent's Characters … to 0 during this turn" (OP03-091; 001 §1-3-6). */
export function setCostZero(n: number, dur: Duration, f: Filter = opponentsCharacter): Step {
  return (x) => {
    const chosen = chooseCards(
      x,
      `Set the cost of up to ${n} to 0`,
      '001 §1-3-6',
      fieldCandidates(x.g, x.p, f, x.self),
      0,
      n,
    );
    for (const c of chosen) x.g.mods.push({ c, inst: x.g.inst[c]!, by: x.p, dur, flag: 'costIsZero' });
  };
}

/**
 * "up to N of your opponent's Characters … will not become active in the next Refresh Phase" (OP05-094): the flag lasts
 * until the end of the opponent's next turn, so their next Refresh Phase (001 §6-2-4) leaves the card rested.
 */
export function skipNextRefresh(n: number, f: Filter = opponentsCharacter): Step {
  return (x) => {
    const chosen = chooseCards(
      x,
      `Choose up to ${n} that will not become active in the next Refresh Phase`,
      '001 §6-2-4',
      fieldCandidates(x.g, x.p, f, x.self),
      0,
      n,
    );
    for (const c of chosen)
      x.g.mods.push({ c, inst: x.g.inst[c]!, by: x.p, dur: 'untilEndOfOpponentsNextTurn', flag: 'skipsRefresh' });
  };
}

/**
 * A permanent "all Characters with … do not become active in your and your opponent's Refresh Phases" (OP05-040): an
 * aura of no power that keeps the Characters it reaches rested (001 §6-2-4; the card's text wins, 001 §1-3-1).
 */
export function staysRestedAura(conds: Cond[], f: Filter): Aura {
  return { ...aura(conds, 0, f), noRefresh: true };
}

/** "Then, trash this Stage" (OP05-040): the Stage goes to its owner's trash (001 §3-8). */
export const trashThisStage: Step = (x) => {
  const g = x.g;
  if (g.zone[x.self] !== Z.stage) return;
  moveTo(g, x.self, Z.trash);
  ev(g, { type: 'trash', player: x.p, card: x.self, code: g.code[x.self]!, from: 'stage-area' });
};
