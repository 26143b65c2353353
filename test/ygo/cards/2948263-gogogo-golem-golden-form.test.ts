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
