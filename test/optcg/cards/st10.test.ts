/** ST-10 cards (issue 8): each ability working, and its conditions and costs refusing when unmet. */
import { describe, expect, it } from 'vitest';
import { Scenario } from '../../../src/optcg/scenario.ts';

const build = Scenario.build;
const LUFFY = 'ST01-001',
  KID = 'ST02-001';
const KAROO = 'ST01-003', // cost 1, 3000
  HEAT = 'ST02-011', // cost 2, 4000
  VITO = 'ST02-002', // cost 3, 5000
  FRANKY = 'ST01-010'; // cost 4, 6000

describe('ST-10', () => {
  it("ST10-005 Jinbe: [DON!! x1] [When Attacking] up to 1 opponent's Character −2000 this turn", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'ST10-005', don: 1 }] },
      p1: { leader: KID, chars: [HEAT], life: [KAROO] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Jinbe').choose('Heat');
    expect(s.power(s.id(1, HEAT))).toBe(2000);
    const t = build({ p0: { leader: LUFFY, chars: ['ST10-005'] }, p1: { leader: KID, chars: [HEAT], life: [KAROO] } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Jinbe');
    expect(t.power(t.id(1, HEAT))).toBe(4000); // [DON!! x1] unmet
  });

  it('ST10-009 Jean Bart: [On Play] ①: add up to 1 active DON!!', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['ST10-009'], donActive: 5 }, p1: { leader: KID } });
    s.choose('Play Jean Bart').choose('Yes').choose('1');
    expect(s.g.players[0].donActive).toBe(1);
    expect(s.g.players[0].donRested).toBe(5);
    const t = build({ p0: { leader: LUFFY, hand: ['ST10-009'], donActive: 4 }, p1: { leader: KID } });
    t.choose('Play Jean Bart');
    expect(t.g.players[0].donActive).toBe(0); // ① cannot be paid: nothing asked
    expect(t.g.players[0].donDeck).toBe(6);
  });

  it('ST10-012 Bepo: [On Play]/[When Attacking] with fewer DON!! than the opponent, add up to 1 rested DON!!', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['ST10-012'], donActive: 4 }, p1: { leader: KID, donActive: 6 } });
    s.choose('Play Bepo').choose('1');
    expect(s.g.players[0].donRested).toBe(5);
    const t = build({
      p0: { leader: LUFFY, chars: ['ST10-012'], donActive: 1 },
      p1: { leader: KID, donActive: 2, life: [KAROO] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Bepo').choose('1');
    expect(t.g.players[0].donRested).toBe(1);
    const u = build({ p0: { leader: LUFFY, hand: ['ST10-012'], donActive: 6 }, p1: { leader: KID, donActive: 6 } });
    u.choose('Play Bepo');
    expect(u.g.players[0].donRested).toBe(4); // as many DON!!: nothing added
  });

  it("ST10-015 Gum-Gum Giant Sumo Slap: [Counter] +2000, and K.O. up to 1 opponent's Character with 2000 power or less", () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 1, chars: [{ code: KAROO, power: -1000 }, VITO] },
      p1: { leader: KID, hand: ['ST10-015'], donActive: 1, life: [KAROO] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey')
      .choose('Activate Gum-Gum Giant Sumo Slap')
      .choose('Eustass');
    expect(s.options()).toEqual(['Karoo (ST01-003)']); // 2000 power; Vito has 5000
    s.choose('Karoo');
    expect(s.chars(0)).toEqual([VITO]);
  });

  it('ST10-017 Punk Vise: [Main] rest a cost ≤2 and add a rested DON!!; [Trigger] an active DON!!', () => {
    const s = build({
      p0: { leader: KID, hand: ['ST10-017'], donActive: 3 },
      p1: { leader: LUFFY, chars: [HEAT, FRANKY] },
    });
    s.choose('Activate Punk Vise');
    expect(s.options()).toEqual(['Heat (ST02-011)']);
    s.choose('Heat').choose('1');
    expect(s.g.rested[s.id(1, HEAT)]).toBe(1);
    expect(s.g.players[0].donRested).toBe(4);
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: ['ST10-017'] } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate [Trigger]').choose('1');
    expect(t.g.players[1].donActive).toBe(1);
  });
});
