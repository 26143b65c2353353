/**
 * Gogogo Golem - Golden Form (003 §3.3.2): Special Summoned from the hand only by Tributing 1 "Gogogo" monster, its ATK
 * double the Tributed monster's original ATK; no other Special Summon; the battle damage it inflicts is halved.
 * Gogogo Giant: its Normal Summon trigger.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const SUMMON = /^Special Summon Gogogo Golem - Golden Form/;

describe('Gogogo Golem - Golden Form', () => {
  it('needs a "Gogogo" monster to Tribute, and is never Normal Summoned or Set', () => {
    const s = scenario().monster(0, C.CELTIC_GUARDIAN).hand(0, C.GOGOGO_GOLEM_GOLDEN_FORM).start();
    expect(s.has(SUMMON)).toBe(false);
    expect(s.has(/(Normal Summon|Set) Gogogo Golem/)).toBe(false);
  });

  it('Tributing Gogogo Giant (2000): 4000 ATK, and the battle damage it inflicts is halved', () => {
    const s = scenario()
      .monster(0, C.GOGOGO_GIANT)
      .hand(0, C.GOGOGO_GOLEM_GOLDEN_FORM)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(SUMMON);
    s.choose(/^Gogogo Giant/);
    s.choose('Attack Position');
    s.passUntil((x) => x.decision?.about === 'main-phase-action' && x.duel.chain.length === 0);
    expect(s.codes(0, 'gy')).toEqual([C.GOGOGO_GIANT]);
    expect(s.atk(C.GOGOGO_GOLEM_GOLDEN_FORM)).toBe(4000);
    s.choose('Enter the Battle Phase');
    s.choose(/Attack directly with Gogogo Golem - Golden Form/);
    s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
    expect(s.lp(1)).toBe(8000 - 2000);
  });

  it('cannot be Special Summoned by Monster Reborn, even from the GY', () => {
    const s = scenario().hand(0, C.MONSTER_REBORN).gy(0, C.GOGOGO_GOLEM_GOLDEN_FORM).start();
    expect(s.has('Activate Monster Reborn')).toBe(false);
  });
});

describe("Gogogo Golem - Golden Form's negation", () => {
  /** Golden Form Summoned by Tributing Gogogo Giant (4000 ATK) on turn 3; the opponent has King Pyron(s). */
  function onTurn4(pyrons: number) {
    const b = scenario()
      .monster(0, C.GOGOGO_GIANT)
      .hand(0, C.GOGOGO_GOLEM_GOLDEN_FORM)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP);
    for (let i = 0; i < pyrons; i++) b.monster(1, C.KING_PYRON);
    const s = b.start();
    // King Pyron has its effect once Gemini Summoned (003 §3.4.4).
    for (const c of s.cards(1, 'mzone')) c.gemini = true;
    s.choose(SUMMON);
    s.choose(/^Gogogo Giant/);
    s.choose('Attack Position');
    s.passUntil((x) => x.duel.turn === 4 && x.decision?.about === 'main-phase-action', 400);
    return s;
  }
  const PYRON = /^Activate King Pyron/;

  it("the opponent's monster effect on the field is negated; the Golem loses exactly 1500 ATK", () => {
    const s = onTurn4(1);
    s.choose(PYRON);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.lp(0)).toBe(8000);
    expect(s.atk(C.GOGOGO_GOLEM_GOLDEN_FORM)).toBe(2500);
  });

  it('once per turn: a second monster effect that turn resolves', () => {
    const s = onTurn4(2);
    const first = (): number => s.options().findIndex((o) => PYRON.test(o));
    s.answer([first()]);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.lp(0)).toBe(8000);
    s.answer([first()]);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.lp(0)).toBe(7000);
    expect(s.atk(C.GOGOGO_GOLEM_GOLDEN_FORM)).toBe(2500);
  });

  it('not with less than 1500 ATK to lose', () => {
    // Placed without its Summon, its "?" ATK is 0.
    const s = scenario().turn(1).monster(0, C.GOGOGO_GOLEM_GOLDEN_FORM).monster(1, C.KING_PYRON).start();
    s.choose(/^Gemini Summon King Pyron/);
    s.passUntil((x) => x.has(PYRON));
    s.choose(PYRON);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.lp(0)).toBe(7000);
  });
});

describe('Gogogo Giant', () => {
  it('Normal Summoned: Special Summons a "Gogogo" monster from the GY in Defense Position, then goes to Defense Position', () => {
    const s = scenario().hand(0, C.GOGOGO_GIANT).gy(0, C.GOGOGO_GIANT).start();
    s.choose('Normal Summon Gogogo Giant');
    // The optional trigger, activated in the trigger window.
    s.answer([0]);
    s.resolveChain();
    const field = s.cards(0, 'mzone');
    expect(field.map((c) => c.code)).toEqual([C.GOGOGO_GIANT, C.GOGOGO_GIANT]);
    expect(field.every((c) => c.faceUp && c.defense)).toBe(true);
  });
});
