/**
 * Assault Blackwing - Chidori the Rain Sprinkling: "treated as a Tuner" after a Synchro Summon using a "Blackwing"
 * monster (003 §3.3.2), +300 ATK for each "Blackwing" monster in its controller's GY (a continuous ±, 003 §3.4.4).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { currentStats } from '../../../src/ygo/rules/card-types.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

function synchro(tuner: number): Scenario {
  const s = scenario()
    .monster(0, tuner)
    .monster(0, C.CELTIC_GUARDIAN)
    .extra(0, C.ASSAULT_BLACKWING_CHIDORI)
    .deck(0, C.FERAL_IMP, C.FERAL_IMP)
    .deck(1, C.FERAL_IMP, C.FERAL_IMP)
    .start();
  s.choose('Synchro Summon Assault Blackwing - Chidori the Rain Sprinkling');
  while (s.decision?.about === 'material') s.chooseAny(/^(Blackwing - Gale|Junk Synchron|Celtic Guardian)/);
  s.choose('Attack Position');
  s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
  return s;
}

const isTuner = (s: Scenario): boolean =>
  currentStats(s.duel, s.find(C.ASSAULT_BLACKWING_CHIDORI)).categories?.includes('tuner') === true;

describe('Assault Blackwing - Chidori the Rain Sprinkling', () => {
  it('Synchro Summoned with Blackwing - Gale the Whirlwind: a Tuner on the field, +300 for Gale in the GY', () => {
    const s = synchro(C.GALE);
    expect(s.find(C.ASSAULT_BLACKWING_CHIDORI).location).toBe('mzone');
    expect(isTuner(s)).toBe(true);
    expect(s.atk(C.ASSAULT_BLACKWING_CHIDORI)).toBe(2600 + 300);
  });

  it('Synchro Summoned with Junk Synchron: no Tuner, and no "Blackwing" in the GY, no gain', () => {
    const s = synchro(C.JUNK_SYNCHRON);
    expect(isTuner(s)).toBe(false);
    expect(s.atk(C.ASSAULT_BLACKWING_CHIDORI)).toBe(2600);
  });

  it('placed on the field by other means it is no Tuner', () => {
    const s = scenario().monster(0, C.ASSAULT_BLACKWING_CHIDORI).start();
    expect(isTuner(s)).toBe(false);
  });
});
