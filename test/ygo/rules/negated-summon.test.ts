/**
 * 003 §3.3.2, TC-24 (issue 11 item 8): a monster whose Summon is negated was never on the field, so its
 * "sent from the field to the GY" effects do not activate; a Flip Summoned monster was on the field.
 */
import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('a negated Summon never put the monster on the field (003 §3.3.2)', () => {
  {
    const [name, code] = ['Solemn Judgment', C.SOLEMN_JUDGMENT] as const;
    it(`Sangan Normal Summoned and negated by ${name}: no search`, () => {
      const s = scenario()
        .askAlways()
        .hand(0, C.SANGAN)
        .spellTrap(1, code)
        .deck(0, C.FERAL_IMP, C.CELTIC_GUARDIAN)
        .deck(1, C.FERAL_IMP)
        .start();
      s.choose('Normal Summon Sangan');
      s.passUntil((x) => x.has(`Activate ${name}`));
      s.choose(`Activate ${name}`);
      const offered: string[] = [];
      s.passUntil((x) => {
        offered.push(...x.options());
        return x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action';
      });
      expect(s.codes(0, 'gy')).toEqual([C.SANGAN]);
      expect(offered.filter((l) => l.includes('Feral Imp (your Deck)'))).toEqual([]);
      expect(s.codes(0, 'hand')).toEqual([]);
    });
  }

  it('Sangan Flip Summoned and negated by Solemn Judgment: it was on the field, so it searches', () => {
    const s = scenario()
      .monster(0, C.SANGAN, 'set')
      .spellTrap(1, C.SOLEMN_JUDGMENT)
      .deck(0, C.FERAL_IMP, C.CELTIC_GUARDIAN)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Flip Summon');
    s.passUntil((x) => x.has('Activate Solemn Judgment'));
    s.choose('Activate Solemn Judgment');
    s.passUntil((x) => x.options().some((l) => l.includes('Feral Imp')));
    s.choose('Feral Imp');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.codes(0, 'hand')).toEqual([C.FERAL_IMP]);
  });
});
