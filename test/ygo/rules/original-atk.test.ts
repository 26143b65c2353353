/**
 * 003 §3.4.4 (issue 11 item 11): "its original ATK becomes …" computes from the printed value, so a second
 * Shrink halves the printed 3000 again (1500), not the already halved 1500 (750).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('original ATK from the printed value (003 §3.4.4)', () => {
  it('two Shrinks on Blue-Eyes White Dragon leave it at 1500', () => {
    const s = scenario().hand(0, C.SHRINK, C.SHRINK).monster(1, C.BLUE_EYES).start();
    s.chooseAny('Activate Shrink'); // two copies: either
    s.resolveChain();
    expect(s.atk(C.BLUE_EYES)).toBe(1500);
    s.chooseAny('Activate Shrink');
    s.resolveChain();
    expect(s.atk(C.BLUE_EYES)).toBe(1500);
  });
});
