/**
 * 003 §3.4.4 "Gemini" (issue 7; TC-104): a Gemini is a Normal Monster on the field and in the GY until it is Normal
 * Summoned a second time while face-up on the field (a Gemini Summon, which uses the turn's Normal Summon, needs no
 * Tributes and keeps its zone); then it is an Effect Monster with its effects, until it leaves the field or is turned
 * face-down. Negated, it is an Effect Monster (on the field, and in the GY: Dark Ruler Ha Des).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { isEffectMonster, isNormalMonster } from '../../../src/ygo/rules/card-types.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

const GEMINI = /Gemini Summon King Pyron/;
const BURN = /Inflict 1000 damage/;

/** King Pyron face-up on player 0's field since an earlier turn. */
function pyron(build = scenario()): Scenario {
  return build.monster(0, C.KING_PYRON).deck(0, C.CELTIC_GUARDIAN).start();
}

function geminiSummoned(build = scenario()): Scenario {
  const s = pyron(build);
  s.choose(GEMINI);
  return s.toOpenState();
}

describe('Gemini monsters (003 §3.4.4)', () => {
  it('on the field it is a Normal Monster without its effect, until Gemini Summoned', () => {
    const s = pyron();
    const c = s.find(C.KING_PYRON);
    expect([isNormalMonster(s.duel, c), isEffectMonster(s.duel, c)]).toEqual([true, false]);
    expect(s.has(BURN)).toBe(false);
    expect(s.has(GEMINI)).toBe(true);
  });

  it('the Gemini Summon: no Tribute for a Level 5, same zone, a Summon that succeeds; then an Effect Monster with its effect', () => {
    const s = pyron();
    const c = s.find(C.KING_PYRON);
    const seq = c.seq;
    s.choose(GEMINI);
    s.toOpenState();
    expect(s.events('summoned').length).toBe(1);
    expect([c.location, c.seq, c.faceUp, c.gemini, s.duel.players[0].normalSummons]).toEqual([
      'mzone',
      seq,
      true,
      true,
      1,
    ]);
    expect([isNormalMonster(s.duel, c), isEffectMonster(s.duel, c)]).toEqual([false, true]);
    s.choose(BURN);
    s.resolveChain().toOpenState();
    expect(s.lp(1)).toBe(7000);
    // Once per turn.
    expect(s.has(BURN)).toBe(false);
  });

  it('it uses the Normal Summon: no other Normal Summon afterwards, and none possible once it is used', () => {
    const s = geminiSummoned(scenario().hand(0, C.CELTIC_GUARDIAN));
    expect(s.has('Normal Summon Celtic Guardian')).toBe(false);
    const t = pyron(scenario().hand(0, C.CELTIC_GUARDIAN));
    t.choose('Normal Summon Celtic Guardian');
    t.toOpenState();
    expect(t.has(GEMINI)).toBe(false);
  });

  it('its battle position cannot be changed manually the turn it is Gemini Summoned', () => {
    const s = pyron();
    expect(s.has('Change the battle position of King Pyron')).toBe(true);
    s.choose(GEMINI);
    s.toOpenState();
    expect(s.has('Change the battle position of King Pyron')).toBe(false);
  });

  it('leaving the field ends it: in the GY it is a Normal Monster again', () => {
    const s = geminiSummoned(scenario().hand(0, C.DARK_HOLE));
    s.choose('Activate Dark Hole');
    s.resolveChain().toOpenState();
    const c = s.find(C.KING_PYRON);
    expect([c.location, c.gemini]).toEqual(['gy', false]);
    expect([isNormalMonster(s.duel, c), isEffectMonster(s.duel, c)]).toEqual([true, false]);
  });

  it('turned face-down it loses the status: flipped up again it is a Normal Monster', () => {
    const s = geminiSummoned(scenario().hand(0, C.BOOK_OF_MOON));
    s.choose('Activate Book of Moon');
    s.resolveChain().toOpenState();
    const c = s.find(C.KING_PYRON);
    expect([c.faceUp, c.gemini]).toEqual([false, false]);
  });

  it('with its effects negated (Skill Drain) a Normal-status Gemini is an Effect Monster', () => {
    const s = pyron(scenario().spellTrap(0, C.SKILL_DRAIN));
    s.choose('Activate Skill Drain');
    s.resolveChain().toOpenState();
    const c = s.find(C.KING_PYRON);
    expect([isNormalMonster(s.duel, c), isEffectMonster(s.duel, c)]).toEqual([false, true]);
  });

  it('a Normal-status Gemini is "1 Normal Monster" for Link Spider; Gemini Summoned, it is not', () => {
    const s = pyron(scenario().extra(0, C.LINK_SPIDER));
    expect(s.has(/Link Summon Link Spider/)).toBe(true);
    const t = geminiSummoned(scenario().extra(0, C.LINK_SPIDER));
    expect(t.has(/Link Summon Link Spider/)).toBe(false);
  });

  it('TC-104: destroyed by battle with Dark Ruler Ha Des, it is an Effect Monster in the GY (its effects negated)', () => {
    const s = pyron(scenario().monster(1, C.DARK_RULER_HA_DES));
    s.choose('Enter the Battle Phase');
    s.passUntil((x) => x.has(/Attack Dark Ruler Ha Des/));
    s.choose(/Attack Dark Ruler Ha Des/);
    s.passUntil((x) => x.duel.battle === null);
    const c = s.find(C.KING_PYRON);
    expect(c.location).toBe('gy');
    expect([isNormalMonster(s.duel, c), isEffectMonster(s.duel, c)]).toEqual([false, true]);
  });

  it('destroyed by battle with a non-Fiend, it is a Normal Monster in the GY', () => {
    const s = pyron(scenario().monster(1, C.BLUE_EYES));
    s.choose('Enter the Battle Phase');
    s.passUntil((x) => x.has(/Attack Blue-Eyes/));
    s.choose(/Attack Blue-Eyes/);
    s.passUntil((x) => x.duel.battle === null);
    const c = s.find(C.KING_PYRON);
    expect(c.location).toBe('gy');
    expect([isNormalMonster(s.duel, c), isEffectMonster(s.duel, c)]).toEqual([true, false]);
  });

  it('the Gemini Summon can be negated (Solemn Judgment): the Gemini is destroyed and the Normal Summon is used', () => {
    const s = pyron(scenario().spellTrap(1, C.SOLEMN_JUDGMENT).hand(0, C.CELTIC_GUARDIAN));
    s.choose(GEMINI);
    s.passUntil((x) => x.has('Activate Solemn Judgment'));
    s.choose('Activate Solemn Judgment');
    s.resolveChain().toOpenState();
    const c = s.find(C.KING_PYRON);
    expect([c.location, c.gemini]).toEqual(['gy', false]);
    expect(s.events('summoned').length).toBe(0);
    expect(s.has('Normal Summon Celtic Guardian')).toBe(false);
  });

  it('equips stay through the Gemini Summon (it does not move)', () => {
    const s = pyron(scenario().hand(0, C.AXE_OF_DESPAIR));
    s.choose('Activate Axe of Despair');
    s.resolveChain().toOpenState();
    expect(s.atk(C.KING_PYRON)).toBe(2500);
    s.choose(GEMINI);
    s.toOpenState();
    expect(s.find(C.AXE_OF_DESPAIR).equipTarget).toBe(s.find(C.KING_PYRON).uid);
    expect(s.atk(C.KING_PYRON)).toBe(2500);
  });
});
