import { describe, expect, it } from 'vitest';
import { scenario, type Scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

const fillers = (n: number): number[] => Array.from({ length: n }, () => C.FERAL_IMP);

/** Pass (discarding for the hand limit when asked) until the given turn reaches the given phase. */
function advanceTo(s: Scenario, turn: number, phase: string): void {
  for (let i = 0; i < 400 && !(s.duel.turn === turn && s.duel.phase === phase); i++) {
    const d = s.decision;
    if (!d) throw new Error('the duel ended');
    if (d.prompt.startsWith('Hand limit')) s.answer(Array.from({ length: d.min }, (_, k) => k));
    else s.passUntil((x) => x.decision !== d || (x.duel.turn === turn && x.duel.phase === phase), 1);
  }
  expect([s.duel.turn, s.duel.phase]).toEqual([turn, phase]);
}

describe('Swords of Revealing Light', () => {
  it("flips the opponent's face-down monsters face-up (Defense Position) and stays on the field (003 §3.3.3)", () => {
    const s = scenario()
      .hand(0, C.SWORDS_OF_REVEALING_LIGHT)
      .monster(1, C.MYSTICAL_ELF, 'set')
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, ...fillers(3))
      .deck(1, ...fillers(3))
      .start();
    s.choose('Activate Swords of Revealing Light');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    const elf = s.find(C.MYSTICAL_ELF, 'mzone');
    expect(elf.faceUp).toBe(true);
    expect(elf.defense).toBe(true);
    // A face-up Attack Position monster is left as it is.
    expect(s.find(C.CELTIC_GUARDIAN, 'mzone').defense).toBe(false);
    // Not sent to the GY after the chain: it remains face-up in the Spell & Trap Zone.
    expect(s.codes(0, 'szone')).toEqual([C.SWORDS_OF_REVEALING_LIGHT]);
    expect(s.find(C.SWORDS_OF_REVEALING_LIGHT).faceUp).toBe(true);
    expect(s.codes(0, 'gy')).toEqual([]);
  });

  it('can be activated with no face-down monster to flip', () => {
    const s = scenario()
      .hand(0, C.SWORDS_OF_REVEALING_LIGHT)
      .deck(0, ...fillers(2))
      .deck(1, ...fillers(2))
      .start();
    expect(s.has('Activate Swords of Revealing Light')).toBe(true);
  });

  it("the opponent's monsters cannot declare an attack while it is face-up", () => {
    const s = scenario()
      .spellTrap(0, C.SWORDS_OF_REVEALING_LIGHT, true)
      .monster(1, C.BLUE_EYES)
      .turn(1, 'main1')
      .deck(0, ...fillers(3))
      .deck(1, ...fillers(3))
      .start();
    s.choose('Enter the Battle Phase');
    // No attack can be declared, so the Battle Phase passes with no decision and no attack.
    expect(s.duel.phase).toBe('main2');
    expect(s.events('attack')).toEqual([]);
    expect(s.lp(0)).toBe(8000);
    // Set (face-down), it does not apply: the same monster may attack directly.
    const t = scenario()
      .spellTrap(0, C.SWORDS_OF_REVEALING_LIGHT, false)
      .monster(1, C.BLUE_EYES)
      .turn(1, 'main1')
      .deck(0, ...fillers(3))
      .deck(1, ...fillers(3))
      .start();
    t.choose('Enter the Battle Phase');
    t.passUntil((x) => x.duel.battleStep === 'battle');
    expect(t.has('Attack directly')).toBe(true);
    // Its controller's own monsters are not restricted.
    const u = scenario()
      .spellTrap(0, C.SWORDS_OF_REVEALING_LIGHT, true)
      .monster(0, C.BLUE_EYES)
      .deck(0, ...fillers(3))
      .deck(1, ...fillers(3))
      .start();
    u.choose('Enter the Battle Phase');
    u.passUntil((x) => x.duel.battleStep === 'battle');
    expect(u.has('Attack directly')).toBe(true);
  });

  it("is destroyed in the End Phase of the opponent's 3rd turn after its activation, not before", () => {
    const s = scenario()
      .hand(0, C.SWORDS_OF_REVEALING_LIGHT)
      .monster(1, C.BLUE_EYES)
      .deck(0, ...fillers(8))
      .deck(1, ...fillers(8))
      .start();
    s.choose('Activate Swords of Revealing Light');
    // Turn 3 is the activator's; the opponent's turns are 4, 6 and 8.
    advanceTo(s, 6, 'main1');
    expect(s.codes(0, 'szone')).toEqual([C.SWORDS_OF_REVEALING_LIGHT]);
    expect(s.find(C.SWORDS_OF_REVEALING_LIGHT, 'szone').counter).toBe(1);
    advanceTo(s, 8, 'main1');
    expect(s.codes(0, 'szone')).toEqual([C.SWORDS_OF_REVEALING_LIGHT]);
    expect(s.find(C.SWORDS_OF_REVEALING_LIGHT, 'szone').counter).toBe(2);
    // Still there, and still stopping attacks, in the opponent's 3rd turn.
    s.choose('Enter the Battle Phase');
    expect(s.events('attack')).toEqual([]);
    advanceTo(s, 9, 'main1');
    expect(s.codes(0, 'szone')).toEqual([]);
    expect(s.codes(0, 'gy')).toEqual([C.SWORDS_OF_REVEALING_LIGHT]);
    expect(s.events('destroyed').some((e) => e['code'] === C.SWORDS_OF_REVEALING_LIGHT)).toBe(true);
  });

  it("a flipped monster's FLIP effect activates for its controller (003 §3.3.2)", () => {
    const s = scenario()
      .hand(0, C.SWORDS_OF_REVEALING_LIGHT)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(1, C.MAN_EATER_BUG, 'set')
      .deck(0, ...fillers(2))
      .deck(1, ...fillers(2))
      .start();
    s.choose('Activate Swords of Revealing Light');
    s.passUntil((x) => x.decision?.player === 1 && x.decision.kind === 'select-cards');
    s.choose('Celtic Guardian');
    s.passUntil(
      (x) => x.duel.chain.length === 0 && x.decision?.player === 0 && x.decision.prompt.startsWith('Main Phase'),
    );
    expect(s.find(C.MAN_EATER_BUG, 'mzone').faceUp).toBe(true);
    expect(s.codes(0, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
    expect(s.codes(0, 'szone')).toEqual([C.SWORDS_OF_REVEALING_LIGHT]);
  });

  it('destroyed in response, it still flips the monsters, then stays in the GY (003 §3.3.3)', () => {
    const s = scenario()
      .hand(0, C.SWORDS_OF_REVEALING_LIGHT)
      .monster(1, C.MYSTICAL_ELF, 'set')
      .spellTrap(1, C.MST)
      .deck(0, ...fillers(2))
      .deck(1, ...fillers(2))
      .start();
    s.choose('Activate Swords of Revealing Light');
    s.passUntil((x) => x.decision?.player === 1 && x.has('Activate Mystical Space Typhoon'));
    s.choose('Activate Mystical Space Typhoon');
    s.passUntil(
      (x) => x.duel.chain.length === 0 && x.decision?.player === 0 && x.decision.prompt.startsWith('Main Phase'),
    );
    expect(s.codes(0, 'szone')).toEqual([]);
    expect(s.codes(0, 'gy')).toEqual([C.SWORDS_OF_REVEALING_LIGHT]);
    expect(s.find(C.MYSTICAL_ELF, 'mzone').faceUp).toBe(true);
  });
});
