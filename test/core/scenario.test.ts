/**
 * The scenario language (src/core/scenario.ts and each game's board-as-data): picks by id, card or label that
 * fail with the list of options when they match none or several; boards that place anything the rules allow.
 */
import { describe, expect, it } from 'vitest';
import { ScenarioError } from '../../src/core/scenario.ts';
import { Scenario as OptcgScenario } from '../../src/optcg/scenario.ts';
import { scenario } from '../../src/ygo/scenario.ts';

const CELTIC = 91152256;
const FERAL_IMP = 41392891;
const GAIA_CHAMPION = 66889139;
const BLUE_EYES = 89631139;
const AXE_OF_DESPAIR = 40619825;
const RUSH_RECKLESSLY = 70046172;
const KURIBOH = 40640057;

describe('picking options', () => {
  it('by stable id, by card, or by an exact or partial label', () => {
    const s = scenario().hand(0, CELTIC, FERAL_IMP).start();
    const celtic = s.find(CELTIC, 'hand').alias;
    expect(s.ids()).toContain(`summon:${celtic}`);
    expect(s.has({ id: `summon:${celtic}` })).toBe(true);
    expect(s.has({ card: celtic, kind: 'set' })).toBe(true);
    s.choose(`summon:${celtic}`);
    expect(s.codes(0, 'mzone')).toEqual([CELTIC]);
  });

  it('a pick that matches several options fails with every option listed', () => {
    const s = scenario().hand(0, CELTIC, FERAL_IMP).start();
    expect(() => s.choose('Celtic')).toThrow(ScenarioError);
    expect(() => s.choose('Celtic')).toThrow(
      /2 options \(\d, \d\) match "Celtic"[\s\S]*Normal Summon Celtic Guardian[\s\S]*Set Celtic Guardian/,
    );
    // Two copies said explicitly: any one.
    const t = scenario().hand(0, CELTIC, CELTIC).start();
    t.chooseAny('Normal Summon Celtic');
    expect(t.codes(0, 'mzone')).toEqual([CELTIC]);
  });

  it('a pick that matches nothing fails with every option listed', () => {
    const s = scenario().hand(0, CELTIC).start();
    expect(() => s.choose('Activate Raigeki')).toThrow(
      /no option "Activate Raigeki"[\s\S]*summon:\d+\s+Normal Summon Celtic Guardian/,
    );
  });
});

describe('the Yu-Gi-Oh! board as data', () => {
  it('a monster in the Extra Monster Zone, one that already attacked, a Normal Summon already used', () => {
    const s = scenario()
      .monsterWith(0, GAIA_CHAMPION, { zone: 'extra-right', summon: 'fusion' })
      .monsterWith(0, CELTIC, { attacked: true })
      .hand(0, FERAL_IMP)
      .normalSummonUsed(0)
      .monster(1, BLUE_EYES)
      .turn(0, 'battle')
      .battle('battle-step')
      .start();
    expect(s.duel.emz).toEqual([-1, s.find(GAIA_CHAMPION).uid]);
    expect(s.find(GAIA_CHAMPION).seq).toBe(6);
    expect(s.decision?.about).toBe('battle-step-action');
    // Gaia may attack; Celtic Guardian already did.
    expect(s.has(/^Attack Blue-Eyes .* with Gaia/)).toBe(true);
    expect(s.has(/with Celtic Guardian/)).toBe(false);
  });

  it('an Equip Spell attached to its monster', () => {
    const s = scenario().monster(0, CELTIC).attach(0, AXE_OF_DESPAIR, CELTIC).start();
    expect(s.find(AXE_OF_DESPAIR, 'szone').equipTarget).toBe(s.find(CELTIC, 'mzone').uid);
    expect(s.atk(CELTIC)).toBe(1400 + 1000);
  });

  it('a start at a Damage Step timing: the window before damage calculation, with the attack in place', () => {
    const s = scenario()
      .askAlways()
      .monster(0, CELTIC)
      .hand(0, RUSH_RECKLESSLY)
      .monster(1, FERAL_IMP)
      .hand(1, KURIBOH)
      .battle('before-calc', CELTIC, FERAL_IMP)
      .start();
    expect(s.decision?.about).toBe('before-damage-calculation');
    expect(s.duel.battle?.attacker).toBe(s.find(CELTIC).uid);
    expect(s.has('Activate Rush Recklessly')).toBe(true);
    s.passUntil((x) => x.decision?.about === 'after-damage-calculation');
    expect(s.lp(1)).toBe(8000 - (1400 - 1300));
    s.passUntil((x) => x.decision?.about === 'battle-step-action');
    expect(s.codes(1, 'gy')).toContain(FERAL_IMP);
  });
});

describe('the ONE PIECE board as data', () => {
  it('a power change and a granted keyword this turn', () => {
    const s = OptcgScenario.build({
      p0: { leader: 'ST01-001', chars: [{ code: 'ST01-003', power: 2000, keywords: ['rush'], fresh: true }] },
      p1: { leader: 'ST02-001' },
    });
    const karoo = s.id(0, 'ST01-003');
    expect(s.power(karoo)).toBe(3000 + 2000);
    // Played this turn, yet it may attack: [Rush] was granted.
    expect(s.has({ id: `attack:${karoo}:${s.leader(1)}` })).toBe(true);
  });
});
