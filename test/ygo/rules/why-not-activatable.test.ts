/** "Why is this card not offered?": each refusal names its rule (003 §3.3–§3.5), and an offered card has none. */
import { describe, expect, it } from 'vitest';
import { REFUSALS, whyNotActivatable } from '../../../src/ygo/rules/activation.ts';
import type { DuelState } from '../../../src/ygo/state.ts';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

function uidOf(duel: DuelState, code: number, player: 0 | 1): number {
  const c = duel.cards.find((x) => x.code === code && x.owner === player && x.location !== 'deck');
  if (!c) throw new Error(`no ${code}`);
  return c.uid;
}

describe('whyNotActivatable', () => {
  it('names the refusing rule for each case, and null for what is offered', () => {
    const s = scenario()
      .hand(0, C.POT_OF_GREED)
      .deck(0, C.CELTIC_GUARDIAN, C.CELTIC_GUARDIAN)
      .spellTrap(0, C.TRAP_HOLE, false, true)
      .spellTrap(1, C.MAGIC_CYLINDER)
      .monster(0, C.CELTIC_GUARDIAN)
      .start();
    const duel = s.duel;
    // Pot of Greed in your own Main Phase's open state: offered.
    expect(whyNotActivatable(duel, 0, uidOf(duel, C.POT_OF_GREED, 0), 0, 'open')).toBeNull();
    expect(s.has('Activate Pot of Greed')).toBe(true);
    // The same card at a quick timing: Spell Speed 1 (003 §3.4.3).
    expect(whyNotActivatable(duel, 0, uidOf(duel, C.POT_OF_GREED, 0), 0, 'quick')).toBe(REFUSALS.speed1);
    // Not the player's card (003 §3.4.1).
    expect(whyNotActivatable(duel, 1, uidOf(duel, C.POT_OF_GREED, 0), 0, 'quick')).toBe(REFUSALS.notYours);
    // A Trap Set this turn (003 §3.3.4).
    expect(whyNotActivatable(duel, 0, uidOf(duel, C.TRAP_HOLE, 0), 0, 'quick')).toBe(REFUSALS.trapSetThisTurn);
    // Magic Cylinder with no attack to answer (003 §3.6.3).
    expect(whyNotActivatable(duel, 1, uidOf(duel, C.MAGIC_CYLINDER, 1), 0, 'quick')).toBe(REFUSALS.noEvent);
    // A monster without such an effect.
    expect(whyNotActivatable(duel, 0, uidOf(duel, C.CELTIC_GUARDIAN, 0), 0, 'open')).toBe(REFUSALS.noSuchEffect);
    expect(REFUSALS.trapSetThisTurn.rule).toBe('003 §3.3.4');
  });
});
