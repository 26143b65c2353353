import { describe, expect, it } from 'vitest';
import { Scenario } from '../../../src/optcg/scenario.ts';

const LUFFY = 'ST01-001',
  KID = 'ST02-001';

describe('ST-01 cards', () => {
  it('ST01-001 Luffy (Leader): [Activate: Main] [Once Per Turn] give up to 1 rested DON!!', () => {
    const s = Scenario.build({ p0: { leader: LUFFY, chars: ['ST01-010'], donRested: 2 }, p1: { leader: KID } });
    s.choose('Activate Monkey.D.Luffy').choose('1').choose('Franky');
    const franky = s.id(0, 'ST01-010');
    expect(s.g.don[franky]).toBe(1);
    expect(s.power(franky)).toBe(7000);
    expect(s.g.players[0].donRested).toBe(1);
    expect(s.has('Activate Monkey.D.Luffy')).toBe(false);
  });

  it('ST01-002 Usopp: [DON!! x2] [When Attacking] no [Blocker] with 5000+ power; [Trigger] play this card', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, chars: [{ code: 'ST01-002', don: 2 }] },
      p1: { leader: KID, life: ['ST02-002'], chars: ['ST02-013', 'ST02-004'] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Usopp');
    // Kid (7000) cannot block; Bege (1000) can.
    expect(s.options()).toEqual(['Do not block', 'Block with Capone"Gang"Bege (ST02-004) (1000)']);
    const t = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST01-002'] } });
    t.choose('Attack Eustass').choose('Activate [Trigger]');
    expect(t.chars(1)).toEqual(['ST01-002']);
  });

  it('ST01-003 Karoo, ST01-008 Nico Robin, ST01-009 Vivi, ST01-010 Franky: vanilla stats', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, chars: ['ST01-003', 'ST01-008', 'ST01-009', 'ST01-010'] },
      p1: { leader: KID },
    });
    expect(s.g.players[0].chars.map((c) => s.power(c))).toEqual([3000, 5000, 4000, 6000]);
  });

  it('ST01-004 Sanji: [DON!! x2] gains [Rush]', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, chars: [{ code: 'ST01-004', fresh: true }], donActive: 2 },
      p1: { leader: KID, life: ['ST02-002'] },
    });
    expect(s.has('with Sanji')).toBe(false);
    s.choose('Give DON!! to Sanji').choose('Give DON!! to Sanji');
    expect(s.has('Attack Eustass"Captain"Kid (ST02-001) with Sanji')).toBe(true);
  });

  it('ST01-005 Jinbe: [DON!! x1] [When Attacking] +1000 to another Leader or Character this turn', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, chars: [{ code: 'ST01-005', don: 1 }] },
      p1: { leader: KID, life: ['ST02-002', 'ST02-002'] },
    });
    s.choose('with Jinbe');
    expect(s.options()).toEqual(['Monkey.D.Luffy (ST01-001)']); // not Jinbe itself
    s.choose('Monkey');
    expect(s.power(s.leader(0))).toBe(6000);
  });

  it('ST01-006 Chopper: [Blocker]', () => {
    const s = Scenario.build({ p0: { leader: KID }, p1: { leader: LUFFY, chars: ['ST01-006'], life: ['ST01-003'] } });
    s.choose('Attack Monkey').choose('Block with Tony');
    expect(s.trash(1)).toEqual(['ST01-006']);
    expect(s.life(1)).toBe(1);
  });

  it('ST01-007 Nami: [Activate: Main] [Once Per Turn] give up to 1 rested DON!!', () => {
    const s = Scenario.build({ p0: { leader: LUFFY, chars: ['ST01-007'], donRested: 1 }, p1: { leader: KID } });
    s.choose('Activate Nami').choose('1').choose('Nami');
    expect(s.power(s.id(0, 'ST01-007'))).toBe(2000);
  });

  it('ST01-011 Brook: [On Play] give up to 2 rested DON!! to your Leader or 1 Character', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, hand: ['ST01-011'], donActive: 2, donRested: 1 },
      p1: { leader: KID },
    });
    s.choose('Play Brook');
    expect(s.options()).toEqual(['0', '1', '2']); // 2 paid + 1 = 3 rested, up to 2
    s.choose('2').choose('Monkey');
    expect(s.g.don[s.leader(0)]).toBe(2);
    expect(s.g.players[0].donRested).toBe(1);
  });

  it('ST01-012 Luffy: [Rush]; [DON!! x2] [When Attacking] opponent cannot activate [Blocker]', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, chars: [{ code: 'ST01-012', don: 2, fresh: true }] },
      p1: { leader: KID, life: ['ST02-002'], chars: ['ST02-004'] },
    });
    s.choose('with Monkey.D.Luffy (ST01-012)');
    expect(s.life(1)).toBe(0); // no Block Step decision, no counters
  });

  it('ST01-013 Zoro: [DON!! x1] +1000', () => {
    const s = Scenario.build({ p0: { leader: LUFFY, chars: [{ code: 'ST01-013', don: 1 }] }, p1: { leader: KID } });
    expect(s.power(s.id(0, 'ST01-013'))).toBe(7000);
  });

  it('ST01-014 Guard Point: [Counter] +3000 this battle; [Trigger] +1000 this turn', () => {
    const s = Scenario.build({
      p0: { leader: KID, leaderDon: 2 },
      p1: { leader: LUFFY, hand: ['ST01-014'], donActive: 1, life: ['ST01-014'] },
    });
    s.choose('Attack Monkey').choose('Activate Guard Point').choose('Monkey');
    const r = s.takeEvents().find((e) => e.type === 'battle-result')!;
    expect([r['attackerPower'], r['targetPower'], r['attackerWins']]).toEqual([7000, 8000, false]);
    expect(s.life(1)).toBe(1);
    expect(s.power(s.leader(1))).toBe(5000); // "this battle" ended (001 §7-1-5-4)
    const t = Scenario.build({ p0: { leader: KID }, p1: { leader: LUFFY, life: ['ST01-014', 'ST01-003'] } });
    t.choose('Attack Monkey').choose('Activate [Trigger]').choose('Monkey');
    expect(t.power(t.leader(1))).toBe(6000);
    expect(t.trash(1)).toEqual(['ST01-014']);
  });

  it('ST01-015 Gum-Gum Jet Pistol: [Main] K.O. up to 1 opponent Character with 6000 power or less', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, hand: ['ST01-015'], donActive: 4 },
      p1: { leader: KID, chars: ['ST02-013', 'ST02-002'] },
    });
    s.choose('Activate Gum-Gum');
    expect(s.options()).toEqual(['Vito (ST02-002)']); // Kid has 7000
    s.choose('Vito');
    expect(s.chars(1)).toEqual(['ST02-013']);
    expect(s.trash(0)).toEqual(['ST01-015']);
  });

  it('ST01-016 Diable Jambe: [Main] chosen {Straw Hat Crew} attacker cannot be blocked this turn; [Trigger] K.O. a cost ≤3 [Blocker]', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, hand: ['ST01-016'], donActive: 1 },
      p1: { leader: KID, life: ['ST02-002'], chars: ['ST02-004'] },
    });
    s.choose('Activate Diable Jambe').choose('Monkey').choose('Attack Eustass');
    expect(s.life(1)).toBe(0); // no block offered
    const t = Scenario.build({
      p0: { leader: KID, chars: ['ST01-006', 'ST01-010'] },
      p1: { leader: LUFFY, life: ['ST01-016'] },
    });
    t.choose('Attack Monkey.D.Luffy (ST01-001) with Eustass').choose('Activate [Trigger]');
    expect(t.options()).toEqual(['Tony Tony.Chopper (ST01-006)']);
  });

  it('ST01-017 Thousand Sunny: [Activate: Main] rest this Stage: +1000 to a {Straw Hat Crew} this turn', () => {
    const s = Scenario.build({ p0: { leader: LUFFY, stage: 'ST01-017', chars: ['ST01-003'] }, p1: { leader: KID } });
    s.choose('Activate Thousand Sunny');
    expect(s.options()).toEqual(['Monkey.D.Luffy (ST01-001)']); // Karoo is not Straw Hat Crew
    s.choose('Monkey');
    expect(s.g.rested[s.g.players[0].stage]).toBe(1);
    expect(s.has('Activate Thousand Sunny')).toBe(false);
  });
});
