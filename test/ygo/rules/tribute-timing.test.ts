/**
 * 003 §3.3.2 (issue 11 item 9): a Summon is the last thing that happened after it; a monster Tributed for it
 * misses the timing of its optional "When … : You can" effect, while an "If …" effect still activates.
 */
import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('Tributes and missing the timing (003 §3.3.2)', () => {
  it('Archfiend of Gilfer Tributed for a Tribute Summon: its "When … You can" equip is not offered', () => {
    const s = scenario()
      .askAlways()
      .hand(0, C.SUMMONED_SKULL)
      .monster(0, C.ARCHFIEND_OF_GILFER)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Normal Summon Summoned Skull');
    s.choose('Archfiend of Gilfer');
    const offered: string[] = [];
    s.passUntil((x) => {
      offered.push(...x.options());
      return x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action';
    });
    expect(offered.filter((l) => l.includes('Archfiend of Gilfer'))).toEqual([]);
    expect(s.codes(0, 'gy')).toEqual([C.ARCHFIEND_OF_GILFER]);
    expect(s.codes(0, 'mzone')).toEqual([C.SUMMONED_SKULL]);
    expect(s.atk(C.CELTIC_GUARDIAN, 1)).toBe(1400);
  });

  it('Sangan Tributed: "If this card is sent from the field to the GY" still activates', () => {
    const s = scenario()
      .hand(0, C.SUMMONED_SKULL)
      .monster(0, C.SANGAN)
      .deck(0, C.FERAL_IMP, C.CELTIC_GUARDIAN)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Normal Summon Summoned Skull');
    s.choose('Sangan');
    s.passUntil((x) => x.options().some((l) => l.includes('Feral Imp')));
    s.choose('Feral Imp');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.codes(0, 'hand')).toEqual([C.FERAL_IMP]);
  });
});
