import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('Monster Reborn', () => {
  it("targets a monster in the opponent's GY and Special Summons it under your control", () => {
    const s = scenario()
      .hand(0, C.MONSTER_REBORN)
      .gy(0, C.CELTIC_GUARDIAN)
      .gy(1, C.BLUE_EYES)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Monster Reborn');
    // Both GYs are offered as targets (003 §3.4.3: chosen on activation).
    expect(s.options().sort()).toEqual(
      expect.arrayContaining([expect.stringContaining('Blue-Eyes'), expect.stringContaining('Celtic')]),
    );
    s.choose('Blue-Eyes');
    s.passUntil(
      (x) =>
        x.decision?.prompt.includes('position') === true || (x.duel.chain.length === 0 && x.decision?.player === 0),
    );
    s.choose('Attack Position');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    const be = s.find(C.BLUE_EYES, 'mzone');
    expect(be.controller).toBe(0);
    expect(be.owner).toBe(1);
    expect(be.defense).toBe(false);
    expect(be.summon).toBe('special');
    expect(s.codes(0, 'mzone')).toEqual([C.BLUE_EYES]);
    expect(s.codes(1, 'gy')).toEqual([]);
    expect(s.codes(0, 'gy')).toEqual([C.CELTIC_GUARDIAN, C.MONSTER_REBORN]);
  });

  it('may Summon in Defense Position', () => {
    const s = scenario()
      .hand(0, C.MONSTER_REBORN)
      .gy(0, C.SUMMONED_SKULL)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Monster Reborn');
    // Only one target: it is taken without asking.
    s.passUntil((x) => x.decision?.prompt.includes('position') === true);
    s.choose('Defense Position');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    expect(s.find(C.SUMMONED_SKULL, 'mzone').defense).toBe(true);
  });

  it('is not offered with no monster in either GY (Spells do not count)', () => {
    const s = scenario()
      .hand(0, C.MONSTER_REBORN)
      .gy(0, C.POT_OF_GREED)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    expect(s.has('Activate Monster Reborn')).toBe(false);
  });

  it('cannot revive a Fusion Monster that was never properly Summoned (003 §3.3.2)', () => {
    const s = scenario()
      .hand(0, C.MONSTER_REBORN)
      .gy(0, C.GAIA_DRAGON_CHAMPION)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    expect(s.has('Activate Monster Reborn')).toBe(false);
    // Once properly Fusion Summoned it may be revived: see 24094653-polymerization.test.ts.
  });

  it('is not offered with no free Main Monster Zone (003 §3.3.2)', () => {
    let b = scenario().hand(0, C.MONSTER_REBORN).gy(1, C.BLUE_EYES).deck(0, C.FERAL_IMP).deck(1, C.FERAL_IMP);
    for (let i = 0; i < 5; i++) b = b.monster(0, C.CELTIC_GUARDIAN);
    const s = b.start();
    expect(s.has('Activate Monster Reborn')).toBe(false);
  });

  it('targets on activation: the chain link holds the target before it resolves (003 §3.4.3)', () => {
    const s = scenario().hand(0, C.MONSTER_REBORN).gy(1, C.BLUE_EYES).deck(0, C.FERAL_IMP).deck(1, C.FERAL_IMP).start();
    s.choose('Activate Monster Reborn');
    const be = s.find(C.BLUE_EYES, 'gy');
    expect(s.duel.chain).toHaveLength(1);
    expect(s.duel.chain[0]!.targets).toEqual([be.uid]);
  });
});
