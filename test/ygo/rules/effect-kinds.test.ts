/** Win conditions, "cannot be destroyed", player-level locks, Field Spell replacement (003 §3.5.3, §3.4.4, §3.5.1, §3.3.3). */
import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';

const EXODIA = 33396948;
const LIMBS = [8124921, 44519536, 70903634, 7902349];
const MARSHMALLON = 31305911;
const SPIRIT_REAPER = 23205979;
const DARK_MAGICIAN = 46986414;
const CELTIC = 91152256;
const CHANGE_OF_HEART = 4031928;
const YAMI = 59197169;
const MYSTIC_PLASMA_ZONE = 18161786;
const SANGAN = 26202165;
const FERAL_IMP = 41392891;
const POT = 55144522;

describe('003 §3.5.3 win-condition text', () => {
  it('drawing the last piece of Exodia wins the duel at once', () => {
    const s = scenario()
      .turn(1, 'end')
      .hand(0, EXODIA, ...LIMBS.slice(0, 3))
      .deck(0, LIMBS[3]!)
      .start();
    s.passUntil((x) => x.decision === null);
    expect(s.duel.result).toEqual({ winner: 0, reason: 'win-condition', rule: '003 §3.5.3' });
  });

  it('four pieces are not enough', () => {
    const s = scenario()
      .hand(0, EXODIA, ...LIMBS.slice(0, 3))
      .start();
    expect(s.duel.result).toBeNull();
  });
});

describe('"cannot be destroyed by battle" (003 §3.4.4)', () => {
  it('Marshmallon survives, and a face-down Marshmallon attacked deals 1000 to the attacker', () => {
    const s = scenario().monster(0, DARK_MAGICIAN).monster(1, MARSHMALLON, 'set').start();
    s.choose('Enter the Battle Phase');
    s.passUntilOption('Attack');
    s.choose('Attack');
    s.passUntil((x) => x.duel.phase === 'main2');
    expect(s.codes(1, 'mzone')).toEqual([MARSHMALLON]);
    expect(s.find(MARSHMALLON).faceUp).toBe(true);
    expect(s.lp(0)).toBe(7000);
    expect(s.lp(1)).toBe(8000);
  });

  it('Spirit Reaper is not destroyed by battle, but is destroyed after an effect that targeted it resolves', () => {
    const s = scenario().monster(0, DARK_MAGICIAN).monster(1, SPIRIT_REAPER).hand(0, CHANGE_OF_HEART).start();
    s.choose('Enter the Battle Phase');
    s.passUntilOption('Attack');
    s.choose('Attack');
    // With no attack left, the Battle Phase ends by itself; Main Phase 2 follows.
    s.passUntil((x) => x.duel.phase === 'main2');
    expect(s.codes(1, 'mzone')).toEqual([SPIRIT_REAPER]);
    expect(s.lp(1)).toBe(8000 - 2200);
    s.choose('Activate Change of Heart');
    s.passUntil((x) => x.codes(1, 'gy').includes(SPIRIT_REAPER));
    expect(s.codes(0, 'mzone')).toEqual([DARK_MAGICIAN]);
  });
});

describe('Field Spells (003 §3.3.3)', () => {
  it('Setting a Field Spell over another sends the old one to the GY', () => {
    const s = scenario().spellTrap(0, YAMI, true).hand(0, MYSTIC_PLASMA_ZONE).start();
    s.choose('Set Mystic Plasma Zone');
    expect(s.codes(0, 'gy')).toEqual([YAMI]);
    expect(s.codes(0, 'fzone')).toEqual([MYSTIC_PLASMA_ZONE]);
  });
});

describe('player locks', () => {
  it("Sangan: the added card's name cannot be activated for the rest of the turn", () => {
    const s = scenario()
      .monster(0, SANGAN)
      .hand(0, DARK_MAGICIAN)
      .monster(0, CELTIC)
      .deck(0, FERAL_IMP, MARSHMALLON, POT)
      .start();
    s.choose('Normal Summon Dark Magician');
    s.choose('Sangan', 'Celtic');
    s.passUntil((x) => x.decision?.kind === 'select-cards' && x.hasOption('Feral'));
    expect(s.options().some((o) => o.includes('Feral Imp'))).toBe(true);
    s.choose('Feral Imp');
    expect(s.codes(0, 'hand')).toEqual([FERAL_IMP]);
    expect(s.duel.locks).toEqual([{ kind: 'cannot-activate-name', player: 0, code: FERAL_IMP, untilTurn: 3 }]);
  });
});
