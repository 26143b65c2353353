import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { mayPendulumSummonFromExtraDeck } from '../../../src/ygo/rules/pendulum.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

const SYNCHRO = /^Synchro Summon Nirvana High Paladin/;

/** Synchro Summon Nirvana High Paladin with the only legal set, in Attack Position. */
function synchroSummon(s: Scenario): void {
  s.choose(SYNCHRO);
  while (s.decision?.about === 'material') s.answer([0]);
  while (s.decision?.about === 'summon-position') s.choose('Attack Position');
}

describe('Nirvana High Paladin: Synchro Summon', () => {
  it('1 Tuner + 1 or more non-Tuner Synchro Monsters', () => {
    const ok = scenario()
      .monster(0, C.JUNK_SYNCHRON)
      .monsterWith(0, C.ASSAULT_BLACKWING_CHIDORI, { summon: 'synchro' })
      .extra(0, C.NIRVANA_HIGH_PALADIN)
      .gy(0, C.DARK_HOLE)
      .deck(0, C.FERAL_IMP)
      .start();
    synchroSummon(ok);
    ok.resolveChain();
    const n = ok.find(C.NIRVANA_HIGH_PALADIN);
    expect([n.location, n.summon, n.properlySummoned]).toEqual(['mzone', 'synchro', true]);
    // A real Tuner, not a Pendulum Summoned Pendulum Monster: no GY effect.
    expect(ok.find(C.DARK_HOLE).location).toBe('gy');
    // A non-Tuner that is not a Synchro Monster (Dark Magician, Level 7) does not do.
    const no = scenario()
      .monster(0, C.JUNK_SYNCHRON)
      .monster(0, C.DARK_MAGICIAN)
      .extra(0, C.NIRVANA_HIGH_PALADIN)
      .start();
    expect(no.has(SYNCHRO)).toBe(false);
  });

  it('treats a Pendulum Summoned Pendulum Monster as the Tuner; then it adds a card from the GY to the hand', () => {
    const s = scenario()
      .pendulumZone(0, C.FIRE_OPALHEAD, 'left')
      .pendulumZone(0, C.FLASH_KNIGHT, 'right')
      .hand(0, C.DRAGONG)
      .monsterWith(0, C.GAIA_KNIGHT, { summon: 'synchro' })
      .extra(0, C.NIRVANA_HIGH_PALADIN)
      .gy(0, C.DARK_HOLE)
      .deck(0, C.FERAL_IMP)
      .start();
    // Dragong (Level 4) not yet Pendulum Summoned: no Tuner, no Synchro Summon.
    expect(s.has(SYNCHRO)).toBe(false);
    s.choose('Pendulum Summon');
    s.choose('Attack Position');
    s.resolveChain();
    expect(s.find(C.DRAGONG).summon).toBe('pendulum');
    synchroSummon(s);
    s.passUntil((x) => x.has(/^Nirvana High Paladin.*Add 1 card from your GY/));
    s.choose(/^Nirvana High Paladin.*Add 1 card from your GY/);
    s.passUntil((x) => x.decision?.prompt === 'Target 1 card in your GY');
    s.choose(/^Dark Hole/);
    s.resolveChain();
    expect(s.find(C.DARK_HOLE).location).toBe('hand');
    // The materials: Dragong face-up to the Extra Deck (a Pendulum Monster), Gaia Knight to the GY.
    expect(s.find(C.GAIA_KNIGHT).location).toBe('gy');
    expect([s.find(C.DRAGONG).location, s.find(C.DRAGONG).faceUp]).toEqual(['extra', true]);
  });

  it('properly Synchro Summoned, then destroyed, it may be Pendulum Summoned from the Extra Deck (003 §3.3.2)', () => {
    const s = scenario()
      .monsterWith(0, C.NIRVANA_HIGH_PALADIN, { summon: 'synchro' })
      .hand(0, C.DARK_HOLE)
      .deck(0, C.FERAL_IMP)
      .start();
    s.choose('Activate Dark Hole');
    s.resolveChain();
    const n = s.find(C.NIRVANA_HIGH_PALADIN);
    expect([n.location, n.faceUp]).toEqual(['extra', true]);
    expect(mayPendulumSummonFromExtraDeck(n)).toBe(true);
  });
});

describe('Nirvana High Paladin: monster effects', () => {
  it("destroying an opponent's monster by battle, it can halve the opponent's LP", () => {
    const s = scenario()
      .turn(0, 'battle')
      .monsterWith(0, C.NIRVANA_HIGH_PALADIN, { summon: 'synchro' })
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.passUntil((x) => x.has('Attack Celtic Guardian'));
    s.choose('Attack Celtic Guardian');
    s.passUntil((x) => x.has(/^Nirvana High Paladin.*Halve/));
    expect(s.lp(1)).toBe(8000 - 1900);
    s.choose(/^Nirvana High Paladin.*Halve/);
    s.passUntil((x) => x.duel.chain.length === 0 && x.lp(1) !== 8000 - 1900);
    expect(s.lp(1)).toBe((8000 - 1900) / 2);
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('gy');
  });

  it('destroyed in the Monster Zone by a card effect, it can be placed in the Pendulum Zone', () => {
    const s = scenario()
      .monsterWith(0, C.NIRVANA_HIGH_PALADIN, { summon: 'synchro' })
      .hand(0, C.DARK_HOLE)
      .deck(0, C.FERAL_IMP)
      .start();
    s.choose('Activate Dark Hole');
    s.passUntil((x) => x.has(/^Nirvana High Paladin.*Place this card/));
    s.choose(/^Nirvana High Paladin.*Place this card/);
    s.passUntil((x) => x.has('Left Pendulum Zone') || x.find(C.NIRVANA_HIGH_PALADIN).location === 'szone');
    if (s.has('Left Pendulum Zone')) s.choose('Left Pendulum Zone');
    s.resolveChain();
    const n = s.find(C.NIRVANA_HIGH_PALADIN);
    expect([n.location, n.seq, n.faceUp]).toEqual(['szone', 0, true]);
  });
});

describe('Nirvana High Paladin: Pendulum Effects', () => {
  it("your attacking Pendulum Monster is not destroyed, you take no battle damage, and the opponent's monsters lose its ATK", () => {
    const s = scenario()
      .turn(0, 'battle')
      .pendulumZone(0, C.NIRVANA_HIGH_PALADIN, 'left')
      .monster(0, C.DRAGONG)
      .hand(0, C.FERAL_IMP)
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.SANGAN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.passUntil((x) => x.has('Attack Celtic Guardian'));
    s.choose('Attack Celtic Guardian');
    // The mandatory trigger resolves by itself; then Main Phase 2 (the hand card gives a choice there).
    s.passUntil((x) => x.decision?.player === 0 && x.decision.about === 'main-phase-action');
    // Dragong (500 ATK) lost to Celtic Guardian (1400): not destroyed, no battle damage.
    expect(s.find(C.DRAGONG).location).toBe('mzone');
    expect(s.lp(0)).toBe(8000);
    // At the end of the Damage Step: the opponent's monsters lose 500 ATK until the end of the turn.
    expect(s.atk(C.CELTIC_GUARDIAN)).toBe(1400 - 500);
    expect(s.atk(C.SANGAN)).toBe(1000 - 500);
  });

  it('a monster that is not a Pendulum Monster is not protected', () => {
    const s = scenario()
      .turn(0, 'battle')
      .pendulumZone(0, C.NIRVANA_HIGH_PALADIN, 'left')
      .monster(0, C.FERAL_IMP)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.passUntil((x) => x.has('Attack Celtic Guardian'));
    s.choose('Attack Celtic Guardian');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'battle-step-action');
    expect(s.find(C.FERAL_IMP, 'gy').location).toBe('gy');
    expect(s.lp(0)).toBe(8000 - 100);
    expect(s.atk(C.CELTIC_GUARDIAN)).toBe(1400);
  });
});
