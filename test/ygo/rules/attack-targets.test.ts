/**
 * 003 §3.6.3 (issue 7): attack-target restrictions from continuous effects. Ghostrick Mansion: "Monsters cannot attack
 * face-down Defense Position monsters, but can attack directly if all monsters their opponent controls are face-down
 * Defense Position"; a target that becomes one is a replay (TC-129). Its damage halving (003 §3.4.2).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

/** The attack options offered, as "Attack <target>" (without the zone and attacker details). */
const attackLabels = (labels: string[]): string[] =>
  labels.filter((l) => l.startsWith('Attack')).map((l) => l.split(' (')[0]!.split(' with ')[0]!);

describe('Ghostrick Mansion: face-down Defense Position monsters cannot be attacked (003 §3.6.3)', () => {
  it('only the face-up monster is an attack target; no direct attack while one is attackable', () => {
    const s = scenario()
      .spellTrap(1, C.GHOSTRICK_MANSION, true)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(1, C.FERAL_IMP)
      .monster(1, C.MAN_EATER_BUG, 'set')
      .turn(0, 'battle')
      .battle('battle-step')
      .start();
    expect(attackLabels(s.decision!.options.map((o) => o.label))).toEqual(['Attack Feral Imp']);
  });

  it('all the opponent’s monsters face-down Defense: a direct attack, its battle damage halved', () => {
    const s = scenario()
      .spellTrap(1, C.GHOSTRICK_MANSION, true)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(1, C.MAN_EATER_BUG, 'set')
      .turn(0, 'battle')
      .battle('battle-step')
      .start();
    expect(attackLabels(s.decision!.options.map((o) => o.label))).toEqual(['Attack directly']);
    s.choose('Attack directly');
    s.passUntil((x) => x.duel.battle === null);
    expect(s.lp(1)).toBe(8000 - 700);
    expect(s.find(C.MAN_EATER_BUG).faceUp).toBe(false);
  });

  it('without the Mansion, the face-down monster is a target and no direct attack is offered', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(1, C.MAN_EATER_BUG, 'set')
      .turn(0, 'battle')
      .battle('battle-step')
      .start();
    expect(attackLabels(s.decision!.options.map((o) => o.label))).toEqual(['Attack face-down card']);
  });

  it('TC-129: Book of Moon turns the target face-down → replay: attack directly or cancel', () => {
    const s = scenario()
      .spellTrap(1, C.GHOSTRICK_MANSION, true)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(1, C.FERAL_IMP)
      .spellTrap(1, C.BOOK_OF_MOON)
      .turn(0, 'battle')
      .battle('battle-step')
      .start();
    s.choose('Attack Feral Imp');
    s.passUntil((x) => x.decision?.player === 1 && x.has('Activate Book of Moon'));
    s.choose('Activate Book of Moon');
    s.choose('Feral Imp');
    s.passUntil((x) => x.decision?.prompt.startsWith('Replay') === true);
    expect(s.decision!.options.map((o) => o.label)).toEqual(['Attack directly', 'Cancel the attack']);
    s.choose('Attack directly');
    s.passUntil((x) => x.duel.battle === null);
    // Battle damage by a non-"Ghostrick" monster is halved: 1400 / 2.
    expect(s.lp(1)).toBe(8000 - 700);
    expect(s.find(C.FERAL_IMP).location).toBe('mzone');
  });

  it('effect damage is halved too (Magic Cylinder: 1400 → 700)', () => {
    const s = scenario()
      .spellTrap(0, C.GHOSTRICK_MANSION, true)
      .monster(0, C.CELTIC_GUARDIAN)
      .spellTrap(1, C.MAGIC_CYLINDER)
      .turn(0, 'battle')
      .battle('battle-step')
      .start();
    s.choose('Attack directly');
    s.passUntil((x) => x.decision?.player === 1 && x.has('Activate Magic Cylinder'));
    s.choose('Activate Magic Cylinder');
    s.passUntil((x) => x.duel.battle === null);
    expect(s.lp(0)).toBe(8000 - 700);
    expect(s.lp(1)).toBe(8000);
  });
});
