/**
 * Fortune Lady Earth: ATK/DEF equal to its current Level x 400 (003 §3.3.1); in each of its controller's Standby
 * Phases its Level increases by 1 (max 12), and each increase of its Level inflicts 400 damage to the opponent.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { levelOf } from '../../../src/ygo/rules/level.ts';
import { scenario } from '../support/scenario.ts';

const FLE = C.FORTUNE_LADY_EARTH;
const decks = (): ReturnType<typeof scenario> =>
  scenario().deck(0, C.KURIBOH, C.KURIBOH, C.KURIBOH).deck(1, C.KURIBOH, C.KURIBOH, C.KURIBOH);

describe('Fortune Lady Earth', () => {
  it("not in the opponent's Standby Phase; in its controller's: Level 7, 2800 ATK/DEF, 400 damage", () => {
    const s = decks().monster(0, FLE).start();
    s.toTurn(4).passUntil((x) => x.duel.phase === 'main1');
    expect(levelOf(s.duel, s.find(FLE, 'mzone'))).toBe(6);
    expect(s.lp(1)).toBe(8000);
    s.toTurn(5).passUntil((x) => x.duel.phase === 'main1' && x.duel.chain.length === 0 && !x.duel.resolving);
    expect(levelOf(s.duel, s.find(FLE, 'mzone'))).toBe(7);
    expect([s.atk(FLE), s.def(FLE)]).toEqual([2800, 2800]);
    expect(s.lp(1)).toBe(8000 - 400);
    expect(s.lp(0)).toBe(8000);
  });

  it('at Level 12 it does not go higher, and no damage is inflicted', () => {
    const s = decks().monster(0, FLE).start();
    const c = s.find(FLE, 'mzone');
    s.duel.lingering.push({
      kind: 'level',
      uid: c.uid,
      stamp: c.stamp,
      mode: 'set',
      value: 12,
      ts: s.duel.nextStamp++,
      untilTurn: -1,
    });
    expect(s.atk(FLE)).toBe(4800);
    s.toTurn(5).passUntil((x) => x.duel.phase === 'main1' && x.duel.chain.length === 0 && !x.duel.resolving);
    expect(levelOf(s.duel, s.find(FLE, 'mzone'))).toBe(12);
    expect(s.lp(1)).toBe(8000);
  });

  it('face-down its effects do not apply: no Level increase in its Standby Phase, no damage', () => {
    const s = decks().monster(0, FLE, 'set').start();
    s.toTurn(5).passUntil((x) => x.duel.phase === 'main1' && x.duel.chain.length === 0 && !x.duel.resolving);
    expect(s.lp(1)).toBe(8000);
    expect(levelOf(s.duel, s.find(FLE, 'mzone'))).toBe(6);
  });
});
