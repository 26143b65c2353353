import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('Dark Magician Girl', () => {
  it('gains 300 ATK for every "Dark Magician" in either GY, counting a copy "always treated as" it (003 §3.4.2)', () => {
    const s = scenario()
      .monster(0, C.DARK_MAGICIAN_GIRL)
      .gy(0, C.DARK_MAGICIAN)
      .gy(1, C.DARK_MAGICIAN_36996508, C.BLUE_EYES)
      .start();
    expect(s.atk(C.DARK_MAGICIAN_GIRL)).toBe(2600);
  });

  it('has its printed 2000 ATK with no "Dark Magician" in a GY', () => {
    const s = scenario().monster(0, C.DARK_MAGICIAN_GIRL).gy(0, C.BLUE_EYES).start();
    expect(s.atk(C.DARK_MAGICIAN_GIRL)).toBe(2000);
  });
});
