/** The benchmark deck's Normal Monsters: printed statistics, Summoning by Level, and battle with those numbers. */
import { describe, expect, it } from 'vitest';
import { cardDef } from '../../../src/ygo/cards/registry.ts';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

// Printed: name, Level, Attribute, Type, ATK, DEF (from the card database).
const NORMALS: [number, string, number, string, string, number, number][] = [
  [C.DARK_MAGICIAN, 'Dark Magician', 7, 'DARK', 'Spellcaster', 2500, 2100],
  [C.BLUE_EYES, 'Blue-Eyes White Dragon', 8, 'LIGHT', 'Dragon', 3000, 2500],
  [C.SUMMONED_SKULL, 'Summoned Skull', 6, 'DARK', 'Fiend', 2500, 1200],
  [C.CELTIC_GUARDIAN, 'Celtic Guardian', 4, 'EARTH', 'Warrior', 1400, 1200],
  [C.MYSTICAL_ELF, 'Mystical Elf', 4, 'LIGHT', 'Spellcaster', 800, 2000],
  [C.FERAL_IMP, 'Feral Imp', 4, 'DARK', 'Fiend', 1300, 1400],
  [C.GIANT_SOLDIER_OF_STONE, 'Giant Soldier of Stone', 3, 'EARTH', 'Rock', 1300, 2000],
  [C.GAIA_FIERCE_KNIGHT, 'Gaia The Fierce Knight', 7, 'EARTH', 'Warrior', 2300, 2100],
  [C.CURSE_OF_DRAGON, 'Curse of Dragon', 5, 'DARK', 'Dragon', 2000, 1500],
  [C.BEAVER_WARRIOR, 'Beaver Warrior', 4, 'EARTH', 'Beast-Warrior', 1200, 1500],
];

/** 003 §3.3.2: Tributes for a Normal Summon by Level. */
const tributesFor = (level: number): number => (level <= 4 ? 0 : level <= 6 ? 1 : 2);

describe('Normal Monsters of the benchmark deck', () => {
  it.each(NORMALS)('%i %s: printed statistics, no effects', (code, name, level, attribute, type, atk, def) => {
    const d = cardDef(code);
    expect(d).toMatchObject({ name, kind: 'monster', categories: ['normal'], level, attribute, type, atk, def });
    expect(d.effects ?? []).toEqual([]);
    expect(d.statics ?? []).toEqual([]);
  });

  it.each(NORMALS)(
    '%i %s: Normal Summoned with the right number of Tributes, at its printed ATK/DEF',
    (code, name, level, _a, _t, atk, def) => {
      const n = tributesFor(level);
      // One Tribute too few: no Normal Summon offered (Set needs the same Tributes).
      if (n > 0) {
        let short = scenario().hand(0, code).deck(0, C.FERAL_IMP).deck(1, C.FERAL_IMP);
        for (let i = 0; i < n - 1; i++) short = short.monster(0, C.BEAVER_WARRIOR);
        const s0 = short.start();
        expect(s0.has(`Normal Summon ${name}`)).toBe(false);
      }
      let b = scenario().hand(0, code).deck(0, C.FERAL_IMP).deck(1, C.FERAL_IMP);
      for (let i = 0; i < n; i++) b = b.monster(0, C.BEAVER_WARRIOR);
      const s = b.start();
      s.choose(`Normal Summon ${name}`);
      if (n > 0) {
        expect(s.decision?.prompt).toContain(`Tribute ${n}`);
        s.answer(Array.from({ length: n }, (_, i) => i));
      }
      s.passUntil(
        (x) => x.decision?.player === 0 && x.duel.chain.length === 0 && x.decision.prompt.startsWith('Main Phase'),
      );
      expect(s.codes(0, 'mzone')).toEqual([code]);
      expect(s.codes(0, 'gy')).toEqual(Array.from({ length: n }, () => C.BEAVER_WARRIOR));
      expect(s.atk(code)).toBe(atk);
      expect(s.def(code)).toBe(def);
      // A Normal Monster offers nothing to activate.
      expect(s.options().some((l) => l.startsWith('Activate'))).toBe(false);
    },
  );

  it('battle uses the printed numbers: an attack on a stronger Defense Position monster damages the attacker (003 §3.6.3)', () => {
    // Celtic Guardian (1400) attacks Giant Soldier of Stone (DEF 2000): 600 to the attacker's controller, nothing destroyed.
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(1, C.GIANT_SOLDIER_OF_STONE, 'defense')
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    s.passUntilOffered('Attack');
    s.choose('Attack Giant Soldier of Stone');
    s.passUntil((x) => x.duel.phase === 'main2');
    expect(s.lp(0)).toBe(8000 - 600);
    expect(s.lp(1)).toBe(8000);
    expect(s.codes(0, 'mzone')).toEqual([C.CELTIC_GUARDIAN]);
    expect(s.codes(1, 'mzone')).toEqual([C.GIANT_SOLDIER_OF_STONE]);
  });

  it('battle between Attack Position monsters: the weaker is destroyed, the difference is damage', () => {
    // Beaver Warrior (1200) attacks Feral Imp (1300): Beaver Warrior is destroyed, 100 to its controller.
    const s = scenario()
      .monster(0, C.BEAVER_WARRIOR)
      .monster(1, C.FERAL_IMP)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    s.passUntilOffered('Attack');
    s.choose('Attack Feral Imp');
    s.passUntil((x) => x.duel.phase === 'main2');
    expect(s.codes(0, 'gy')).toEqual([C.BEAVER_WARRIOR]);
    expect(s.codes(1, 'mzone')).toEqual([C.FERAL_IMP]);
    expect(s.lp(0)).toBe(8000 - 100);
  });

  it('equal ATK: both destroyed, no damage (Dark Magician vs Summoned Skull, 2500 each)', () => {
    const s = scenario()
      .monster(0, C.DARK_MAGICIAN)
      .monster(1, C.SUMMONED_SKULL)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    s.passUntilOffered('Attack');
    s.choose('Attack Summoned Skull');
    s.passUntil((x) => x.duel.phase === 'main2');
    expect(s.codes(0, 'gy')).toEqual([C.DARK_MAGICIAN]);
    expect(s.codes(1, 'gy')).toEqual([C.SUMMONED_SKULL]);
    expect([s.lp(0), s.lp(1)]).toEqual([8000, 8000]);
  });
});
