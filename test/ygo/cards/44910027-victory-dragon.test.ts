/**
 * Victory Dragon: cannot be Special Summoned; its Tribute Summon takes 3 Dragon-Type monsters (003 §3.3.2); its direct
 * attack that brings the opponent to 0 LP wins the Match (004), which ends a Match played with playMatch.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { matchStanding } from '../../../src/ygo/match.ts';
import { scenario } from '../support/scenario.ts';

describe('Victory Dragon', () => {
  it('is Tribute Summoned only with 3 Dragon-Type monsters', () => {
    const two = scenario().hand(0, C.VICTORY_DRAGON).monster(0, C.BLUE_EYES).monster(0, C.CELTIC_GUARDIAN).start();
    expect(two.has('Normal Summon Victory Dragon')).toBe(false);
    const three = scenario()
      .hand(0, C.VICTORY_DRAGON)
      .monster(0, C.BLUE_EYES)
      .monster(0, C.BLUE_EYES)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.BLUE_EYES)
      .start();
    three.choose('Normal Summon Victory Dragon');
    // Only the Dragons are offered as Tributes.
    expect(three.options().every((o) => o.startsWith('Blue-Eyes White Dragon'))).toBe(true);
    three.answer([0, 1, 2]);
    three.passUntil((x) => x.decision?.about === 'main-phase-action' && x.duel.chain.length === 0);
    expect(three.codes(0, 'mzone').sort()).toEqual([C.CELTIC_GUARDIAN, C.VICTORY_DRAGON].sort());
  });

  it('cannot be Special Summoned (Monster Reborn is not offered)', () => {
    const s = scenario().hand(0, C.MONSTER_REBORN).gy(0, C.VICTORY_DRAGON).start();
    expect(s.has('Activate Monster Reborn')).toBe(false);
  });

  it('its direct attack to 0 LP wins the Match; battle damage that does not reach 0 wins nothing', () => {
    const s = scenario().lp(1, 3000).monster(0, C.VICTORY_DRAGON).deck(0, C.FERAL_IMP).deck(1, C.FERAL_IMP).start();
    s.choose('Enter the Battle Phase');
    s.choose(/Attack directly with Victory Dragon/);
    s.passUntil((x) => x.duel.battle === null);
    expect(s.duel.result).toBeNull();
    expect(s.lp(1)).toBe(600);
    expect(matchStanding([1], 0)).toMatchObject({ over: true, winner: 0 });
    expect(matchStanding([1]).over).toBe(false);
  });
});
