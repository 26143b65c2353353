/**
 * 003 §3.6.3 (issue 7): "at the end of the Battle Phase" effects trigger in the End Step. Dante, Traveler of the
 * Burning Abyss: "If this card attacks, it is changed to Defense Position at the end of the Battle Phase", even with
 * no damage calculation (TC-131: entering the Damage Step means it attacked).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

/** Pass until the turn player is back in the open state of Main Phase 2. */
function toMain2(s: Scenario): Scenario {
  return s.passUntil((x) => x.duel.phase === 'main2' && x.duel.chain.length === 0 && x.decision?.player === 0);
}

describe('end-of-Battle-Phase triggers (003 §3.6.3 End Step)', () => {
  it('Dante attacked: changed to Defense Position at the end of the Battle Phase', () => {
    const s = scenario().monster(0, C.DANTE).turn(0, 'battle').battle('battle-step').start();
    s.choose('Attack directly');
    s.passUntil((x) => x.duel.battle === null);
    expect(s.lp(1)).toBe(7000);
    toMain2(s);
    expect(s.find(C.DANTE).defense).toBe(true);
    expect(s.find(C.DANTE).faceUp).toBe(true);
    // Changed once, in the End Step (after the log entered it), not after the attack.
    const dante = s.find(C.DANTE).uid;
    const endStep = s.log.findIndex((e) => e.type === 'battle-step' && e['step'] === 'end');
    const changed = s.log.flatMap((e, i) => (e.type === 'position' && e['card'] === dante ? [i] : []));
    expect(changed.length).toBe(1);
    expect(changed[0]!).toBeGreaterThan(endStep);
    expect(endStep).toBeGreaterThan(s.log.findIndex((e) => e.type === 'damage-step-end'));
  });

  it('Dante did not attack: it stays in Attack Position', () => {
    const s = scenario().monster(0, C.DANTE).turn(0, 'battle').battle('battle-step').start();
    s.choose('End the Battle Phase');
    toMain2(s);
    expect(s.find(C.DANTE).defense).toBe(false);
  });

  it('TC-131: the target is destroyed at the start of the Damage Step → no damage calculation, still changed', () => {
    const s = scenario()
      .monster(0, C.DANTE)
      .monster(1, C.LINKURIBOH)
      .gy(1, C.ACHICHI)
      .turn(0, 'battle')
      .battle('battle-step')
      .start();
    s.choose('Attack Linkuriboh');
    s.passUntil((x) => x.decision?.player === 1 && x.has('Banish this card from your GY'));
    s.choose(/Banish this card from your GY/);
    s.passUntil((x) => x.duel.battle === null);
    expect(s.events('damage-calculation').length).toBe(0);
    expect(s.find(C.LINKURIBOH).location).toBe('gy');
    expect(s.find(C.ACHICHI).location).toBe('banished');
    toMain2(s);
    expect(s.find(C.DANTE).defense).toBe(true);
  });

  it("Dante's detach effect: choose 2 → the top 2 cards go to the GY, +1000 ATK until the end of the turn", () => {
    const s = scenario()
      .monster(0, C.DANTE)
      .xyzMaterials(0, C.DANTE, C.SANGAN, C.SANGAN)
      .deck(0, C.CELTIC_GUARDIAN, C.FERAL_IMP, C.GIANT_RAT)
      .start();
    s.choose(/Detach 1 material/);
    s.passUntil((x) => x.decision?.prompt.startsWith('Choose a number') === true || x.duel.chain.length > 0, 20);
    if (s.decision?.prompt.startsWith('Detach') === true) s.answer([0]);
    s.passUntil((x) => x.decision?.prompt.startsWith('Choose a number') === true, 20);
    expect(s.decision?.options.map((o) => o.label)).toEqual(['1', '2', '3']);
    s.choose('2');
    s.resolveChain();
    expect(s.find(C.DANTE).overlay.length).toBe(1);
    expect(s.codes(0, 'deck').length).toBe(1);
    expect(s.atk(C.DANTE)).toBe(2000);
  });
});
