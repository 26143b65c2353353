/** ST-09 cards (issue 8): each ability working, and its conditions and costs refusing when unmet. */
import { describe, expect, it } from 'vitest';
import { Scenario } from '../../../src/optcg/scenario.ts';
import { hasKeyword } from '../../../src/optcg/rules/power.ts';

const build = Scenario.build;
const LUFFY = 'ST01-001',
  KID = 'ST02-001',
  YAMATO = 'ST09-001';
const KAROO = 'ST01-003', // cost 1, 3000
  HEAT = 'ST02-011', // cost 2, 4000
  VITO = 'ST02-002', // cost 3, 5000
  FRANKY = 'ST01-010'; // cost 4, 6000

describe('ST-09', () => {
  it("ST09-001 Yamato: [DON!! x1] [Opponent's Turn] with 2 or less Life, +1000", () => {
    const s = build({ p0: { leader: LUFFY }, p1: { leader: YAMATO, leaderDon: 1, life: [KAROO, KAROO] } });
    expect(s.power(s.leader(1))).toBe(6000);
    const t = build({ p0: { leader: LUFFY }, p1: { leader: YAMATO, leaderDon: 1, life: [KAROO, KAROO, KAROO] } });
    expect(t.power(t.leader(1))).toBe(5000);
    const u = build({ p0: { leader: YAMATO, leaderDon: 1, life: [KAROO] }, p1: { leader: LUFFY } });
    expect(u.power(u.leader(0))).toBe(6000); // its own turn: +1000 from the DON!!, none from the ability
  });

  it('ST09-002 Uzuki Tempura and ST09-009 Fugetsu Omusubi: [Trigger] rest / K.O. a cheap Character, then to hand', () => {
    const s = build({ p0: { leader: LUFFY, chars: [FRANKY, HEAT] }, p1: { leader: KID, life: ['ST09-002'] } });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate [Trigger]');
    expect(s.options()).toEqual(['Heat (ST02-011)']); // Franky is rested already; Heat costs 2
    s.choose('Heat');
    expect(s.g.rested[s.id(0, HEAT)]).toBe(1);
    expect(s.hand(1)).toEqual(['ST09-002']);
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY, KAROO] }, p1: { leader: KID, life: ['ST09-009'] } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate [Trigger]').choose('Karoo');
    expect(t.chars(0)).toEqual([FRANKY]);
    expect(t.hand(1)).toEqual(['ST09-009']);
    expect(t.trash(1)).toEqual([]);
  });

  it("ST09-004 Kaido: [DON!! x1] with 2 or less Life, cannot be K.O.'d in battle", () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 2 },
      p1: { leader: KID, chars: [{ code: 'ST09-004', don: 1, rested: true }], life: [KAROO] },
    });
    s.choose('Attack Kaido (ST09-004) with Monkey');
    s.passUntil((x) => x.g.battle === null);
    expect(s.chars(1)).toEqual(['ST09-004']);
    const t = build({
      p0: { leader: LUFFY, leaderDon: 2 },
      p1: { leader: KID, chars: [{ code: 'ST09-004', don: 1, rested: true }], life: [KAROO, KAROO, KAROO] },
    });
    t.choose('Attack Kaido (ST09-004) with Monkey');
    t.passUntil((x) => x.g.battle === null);
    expect(t.chars(1)).toEqual([]);
  });

  it('ST09-005 Kouzuki Oden: [DON!! x1] [Double Attack]; [On K.O.] trash 2: deck top to Life', () => {
    const s = build({ p0: { leader: LUFFY, chars: [{ code: 'ST09-005', don: 1 }] }, p1: { leader: KID } });
    expect(hasKeyword(s.g, s.id(0, 'ST09-005'), 'doubleAttack')).toBe(true);
    const t = build({ p0: { leader: LUFFY, chars: ['ST09-005'] }, p1: { leader: KID } });
    expect(hasKeyword(t.g, t.id(0, 'ST09-005'), 'doubleAttack')).toBe(false);
    const u = build({
      p0: { leader: LUFFY, leaderDon: 3 },
      p1: {
        leader: KID,
        chars: [{ code: 'ST09-005', rested: true }],
        hand: [KAROO, HEAT],
        life: [KAROO],
        deck: [VITO, VITO],
      },
    });
    u.choose('Attack Kouzuki Oden (ST09-005) with Monkey');
    u.passUntil((x) => x.has('Yes'));
    u.choose('Yes').choose('1');
    expect(u.life(1)).toBe(2);
    expect(u.g.players[1].life.at(-1)).toBe(u.id(1, VITO));
  });

  it('ST09-007 Shinobu: [Blocker]; [On Block] Life (top or bottom) to hand: +4000 this battle', () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 2 },
      p1: { leader: KID, chars: ['ST09-007'], life: [KAROO, HEAT] },
    });
    s.choose('Attack Eustass').choose('Block with Shinobu').choose('Yes').choose('Top of your Life cards');
    expect(s.hand(1)).toEqual([KAROO]);
    expect(s.power(s.id(1, 'ST09-007'))).toBe(6000);
    const t = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['ST09-007'] } });
    t.choose('Attack Eustass').choose('Block with Shinobu');
    t.passUntil((x) => x.g.battle === null);
    expect(t.chars(1)).toEqual([]); // no Life: no +4000
  });

  it('ST09-008 Shimotsuki Ushimaru: [DON!! x1] [When Attacking] Life to hand: play a yellow {Land of Wano} cost ≤4', () => {
    const s = build({
      p0: {
        leader: YAMATO,
        chars: [{ code: 'ST09-008', don: 1 }],
        hand: ['ST09-002', 'ST09-012', FRANKY],
        life: [KAROO],
      },
      p1: { leader: KID },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Shimotsuki').choose('Yes');
    expect(s.options()).toEqual(['Uzuki Tempura (ST09-002)', 'Yamato (ST09-012)']);
    s.choose('Yamato');
    expect(s.chars(0)).toEqual(['ST09-008', 'ST09-012']);
    const t = build({
      p0: { leader: YAMATO, chars: ['ST09-008'], hand: ['ST09-002'], life: [KAROO] },
      p1: { leader: KID },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Shimotsuki');
    expect(t.life(0)).toBe(1); // [DON!! x1] unmet
  });

  it('ST09-012 Yamato: [When Attacking] Life to hand: +2000 until the start of your next turn', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['ST09-012'], life: [KAROO, HEAT] },
      p1: { leader: KID, life: [VITO, VITO] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Yamato').choose('Yes').choose('Bottom of your Life cards');
    expect(s.hand(0)).toEqual([HEAT]);
    s.passUntil((x) => x.g.battle === null);
    s.choose('End your turn');
    s.passUntil((x) => x.g.turnPlayer === 1 && x.has('End your turn'));
    expect(s.power(s.id(0, 'ST09-012'))).toBe(5000); // still in the opponent's turn
  });

  it('ST09-014 Narikabura Arrow: [Counter] with 2 or less Life, −3000; [Trigger] trash 2: deck top to Life', () => {
    const attacked = (life: string[]) =>
      build({
        p0: { leader: LUFFY, chars: [FRANKY] },
        p1: { leader: KID, hand: ['ST09-014', KAROO], donActive: 1, life },
      });
    const s = attacked([KAROO, KAROO]);
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate Narikabura').choose('Franky');
    expect(s.power(s.id(0, FRANKY))).toBe(3000);
    const t = attacked([KAROO, KAROO, KAROO]);
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate Narikabura');
    expect(t.power(t.id(0, FRANKY))).toBe(6000); // 3 Life: nothing
    const u = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, life: ['ST09-014'], hand: [HEAT, VITO], deck: [KAROO, KAROO] },
    });
    u.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky');
    u.passUntil((x) => x.has('Activate [Trigger]'));
    u.choose('Activate [Trigger]').choose('Yes').choose('1');
    expect(u.life(1)).toBe(1);
    expect(u.hand(1)).toEqual([]);
    expect(u.trash(1)).toEqual(expect.arrayContaining([HEAT, VITO]));
  });
});
