/** "Why is this card not offered?": each refusal names its rule (003 §3.3–§3.5), and an offered card has none. */
import { describe, expect, it } from 'vitest';
import { REFUSALS, whyNotActivatable } from '../../../src/ygo/rules/activation.ts';
import type { DuelState } from '../../../src/ygo/state.ts';
import { scenario } from '../support/scenario.ts';

const POT = 55144522;
const TRAP_HOLE = 4206964;
const MAGIC_CYLINDER = 62279055;
const CELTIC = 91152256;

function uidOf(duel: DuelState, code: number, player: 0 | 1): number {
  const c = duel.cards.find((x) => x.code === code && x.owner === player && x.location !== 'deck');
  if (!c) throw new Error(`no ${code}`);
  return c.uid;
}

describe('whyNotActivatable', () => {
  it('names the refusing rule for each case, and null for what is offered', () => {
    const s = scenario()
      .hand(0, POT)
      .deck(0, CELTIC, CELTIC)
      .spellTrap(0, TRAP_HOLE, false, true)
      .spellTrap(1, MAGIC_CYLINDER)
      .monster(0, CELTIC)
      .start();
    const duel = s.duel;
    // Pot of Greed in your own Main Phase's open state: offered.
    expect(whyNotActivatable(duel, 0, uidOf(duel, POT, 0), 0, 'open')).toBeNull();
    expect(s.hasOption('Activate Pot of Greed')).toBe(true);
    // The same card at a quick timing: Spell Speed 1 (003 §3.4.3).
    expect(whyNotActivatable(duel, 0, uidOf(duel, POT, 0), 0, 'quick')).toBe(REFUSALS.speed1);
    // Not the player's card (003 §3.4.1).
    expect(whyNotActivatable(duel, 1, uidOf(duel, POT, 0), 0, 'quick')).toBe(REFUSALS.notYours);
    // A Trap Set this turn (003 §3.3.4).
    expect(whyNotActivatable(duel, 0, uidOf(duel, TRAP_HOLE, 0), 0, 'quick')).toBe(REFUSALS.trapSetThisTurn);
    // Magic Cylinder with no attack to answer (003 §3.6.3).
    expect(whyNotActivatable(duel, 1, uidOf(duel, MAGIC_CYLINDER, 1), 0, 'quick')).toBe(REFUSALS.noEvent);
    // A monster without such an effect.
    expect(whyNotActivatable(duel, 0, uidOf(duel, CELTIC, 0), 0, 'open')).toBe(REFUSALS.noSuchEffect);
    expect(REFUSALS.trapSetThisTurn.rule).toBe('003 §3.3.4');
  });
});
