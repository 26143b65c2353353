import { describe, expect, it } from 'vitest';
import { Scenario } from '../../../src/optcg/scenario.ts';

describe('turn (001 §6)', () => {
  it('Refresh returns given DON!! and sets everything active; Draw 1; DON!! 2 (001 §6-2-3, §6-2-4, §6-3-1, §6-4-1)', () => {
    const s = Scenario.build({
      p0: { leader: 'ST01-001' },
      p1: {
        leader: 'ST02-001',
        leaderRested: true,
        leaderDon: 2,
        chars: [{ code: 'ST02-002', rested: true, don: 1 }],
        donRested: 3,
        donActive: 1,
        deck: ['ST02-011', 'ST02-012'],
      },
    });
    s.choose('End your turn');
    const p1 = s.g.players[1];
    expect(s.g.turnPlayer).toBe(1);
    expect(s.g.don[p1.leader]).toBe(0);
    expect(s.g.rested[p1.leader]).toBe(0);
    expect(s.g.rested[p1.chars[0]!]).toBe(0);
    expect(p1.donActive).toBe(3 + 1 + 3 + 2); // returned 3 given + 1 active + 3 rested, + 2 from the DON!! deck
    expect(p1.donRested).toBe(0);
    expect(s.hand(1)).toEqual(['ST02-011']);
  });

  it('DON!! phase places 1 when only 1 is left, none when empty (001 §6-4-2, §6-4-3)', () => {
    const s = Scenario.build({ p0: { leader: 'ST01-001' }, p1: { leader: 'ST02-001', donActive: 9 } });
    s.choose('End your turn');
    expect(s.g.players[1].donDeck).toBe(0);
    expect(s.g.players[1].donActive).toBe(10);
  });

  it('giving DON!! adds +1000 during your turn only (001 §6-5-5-2)', () => {
    const s = Scenario.build({ p0: { leader: 'ST01-001', donActive: 2 }, p1: { leader: 'ST02-001' } });
    const l = s.leader(0);
    s.choose('Give DON!! to Monkey.D.Luffy');
    expect(s.g.don[l]).toBe(1);
    expect(s.power(l)).toBe(6000);
    s.choose('End your turn');
    expect(s.power(l)).toBe(5000); // still attached, no bonus on the opponent's turn
    expect(s.g.don[l]).toBe(1);
  });

  it('a Character cannot attack the turn it is played (001 §3-7-4); no attack while rested', () => {
    const s = Scenario.build({
      p0: { leader: 'ST01-001', hand: ['ST01-003'], donActive: 1, leaderRested: true },
      p1: { leader: 'ST02-001' },
    });
    s.choose('Play Karoo');
    expect(s.chars(0)).toEqual(['ST01-003']);
    expect(s.options().some((l) => l.startsWith('Attack'))).toBe(false);
  });

  it('playing a card rests DON!! equal to its cost; unaffordable cards are not offered (001 §6-5-3-1)', () => {
    const s = Scenario.build({
      p0: { leader: 'ST01-001', hand: ['ST01-008', 'ST01-010'], donActive: 3 },
      p1: { leader: 'ST02-001' },
    });
    expect(s.has('Play Nico Robin')).toBe(true);
    expect(s.has('Play Franky')).toBe(false); // cost 4
    s.choose('Play Nico Robin');
    expect(s.g.players[0].donActive).toBe(0);
    expect(s.g.players[0].donRested).toBe(3);
  });

  it('End Phase: "this turn" effects end (001 §6-6-1-3)', () => {
    const s = Scenario.build({ p0: { leader: 'ST01-001', stage: 'ST01-017' }, p1: { leader: 'ST02-001' } });
    s.choose('Activate Thousand Sunny').choose('Monkey.D.Luffy');
    expect(s.power(s.leader(0))).toBe(6000);
    s.choose('End your turn');
    expect(s.power(s.leader(0))).toBe(5000);
    expect(s.g.mods).toHaveLength(0);
  });
});
