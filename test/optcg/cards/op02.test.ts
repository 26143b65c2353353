/** OP-02 cards (issue 8): each ability working, and its conditions and costs refusing when unmet. */
import { describe, expect, it } from 'vitest';
import { Scenario } from '../../../src/optcg/scenario.ts';

const build = Scenario.build;
const LUFFY = 'ST01-001', // Leader {Straw Hat Crew}, 5000
  KID = 'ST02-001', // Leader, 5000
  NEWGATE = 'OP02-001', // Leader {Whitebeard Pirates}, 6000
  MAGELLAN = 'OP02-071'; // Leader {Impel Down}, 5000
const KAROO = 'ST01-003', // cost 1, 3000
  HEAT = 'ST02-011', // cost 2, 4000
  VITO = 'ST02-002', // cost 3, 5000
  FRANKY = 'ST01-010'; // cost 4, 6000

describe('OP-02: Life', () => {
  it('OP02-001 Edward.Newgate: [End of Your Turn] the top Life card to hand', () => {
    const s = build({ p0: { leader: NEWGATE, life: [KAROO, HEAT] }, p1: { leader: KID } });
    s.choose('End your turn');
    expect(s.hand(0)).toEqual([KAROO]);
    expect(s.life(0)).toBe(1);
  });

  it('OP02-004 Edward.Newgate: [On Play] Leader +2000 until your next turn, and no Life to hand by your effects', () => {
    const s = build({
      p0: { leader: NEWGATE, hand: ['OP02-004'], donActive: 9, life: [KAROO, HEAT] },
      p1: { leader: KID },
    });
    s.choose('Play Edward.Newgate (OP02-004)').choose('Edward.Newgate (OP02-001)');
    expect(s.power(s.leader(0))).toBe(8000);
    s.choose('End your turn'); // OP02-001's [End of Your Turn] cannot add Life now (001 §1-3-3)
    expect(s.life(0)).toBe(2);
    expect(s.hand(0)).toEqual([]);
    s.passUntil((x) => x.g.turnPlayer === 1 && x.has('End your turn'));
    expect(s.power(s.leader(0))).toBe(8000); // until the start of your next turn
  });

  it('OP02-004: [DON!! x2] [When Attacking] K.O. a Character with 3000 power or less', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP02-004', don: 2 }] },
      p1: { leader: KID, chars: [KAROO, HEAT] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Edward');
    expect(s.options()).toEqual(['Karoo (ST01-003)']);
    s.choose('Karoo');
    expect(s.chars(1)).toEqual([HEAT]);
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP02-004', don: 1 }] },
      p1: { leader: KID, chars: [KAROO] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Edward');
    expect(t.has('Karoo')).toBe(false); // [DON!! x2] unmet
  });

  it("OP02-009 Squard: with a Leader whose type includes 'Whitebeard Pirates', −4000 and the top Life to hand", () => {
    const s = build({
      p0: { leader: NEWGATE, hand: ['OP02-009'], donActive: 3, life: [KAROO, HEAT] },
      p1: { leader: KID, chars: [FRANKY] },
    });
    s.choose('Play Squard').choose('Franky');
    expect(s.power(s.id(1, FRANKY))).toBe(2000);
    expect(s.hand(0)).toEqual([KAROO]);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP02-009'], donActive: 3, life: [KAROO, HEAT] },
      p1: { leader: KID, chars: [FRANKY] },
    });
    t.choose('Play Squard');
    expect(t.power(t.id(1, FRANKY))).toBe(6000);
    expect(t.life(0)).toBe(2);
  });

  it('OP02-023 You May Be a Fool: [Main] with 3 or less Life, no Life to hand by your effects; [Trigger] Leader +1000', () => {
    const s = build({
      p0: { leader: NEWGATE, hand: ['OP02-023'], donActive: 1, life: [KAROO, HEAT, VITO] },
      p1: { leader: KID },
    });
    s.choose('Activate You May Be a Fool');
    s.choose('End your turn');
    expect(s.life(0)).toBe(3);
    const t = build({
      p0: { leader: NEWGATE, hand: ['OP02-023'], donActive: 1, life: [KAROO, HEAT, VITO, VITO] },
      p1: { leader: KID },
    });
    t.choose('Activate You May Be a Fool');
    t.choose('End your turn');
    expect(t.life(0)).toBe(3); // 4 Life: the restriction does not apply; OP02-001 adds one
    const u = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, life: ['OP02-023'] },
    });
    u.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky');
    u.passUntil((x) => x.has('Activate [Trigger]'));
    u.choose('Activate [Trigger]').choose('Eustass');
    expect(u.power(u.leader(1))).toBe(6000);
  });
});

describe('OP-02: DON!! returned', () => {
  it('OP02-071 Magellan: [Your Turn] [Once Per Turn] +1000 when DON!! is returned (by DON!! −1 of OP02-076)', () => {
    const s = build({
      p0: { leader: MAGELLAN, hand: ['OP02-076', 'OP02-076'], donActive: 10 },
      p1: { leader: KID, chars: [KAROO] },
    });
    s.chooseAny('Play Shiryu').choose('Yes').chooseAny('active DON!!').choose('Karoo');
    expect(s.chars(1)).toEqual([]);
    expect(s.g.players[0].donDeck).toBe(1);
    expect(s.power(s.leader(0))).toBe(6000);
    s.chooseAny('Play Shiryu').choose('Yes').chooseAny('active DON!!');
    s.passUntil((x) => x.has('End your turn'));
    expect(s.g.players[0].donDeck).toBe(2);
    expect(s.power(s.leader(0))).toBe(6000); // [Once Per Turn]
  });

  it("OP02-085 Magellan: [On Play] DON!! −1: the opponent returns 1 DON!!; K.O.'d in the opponent's turn: they return 2", () => {
    const s = build({
      p0: { leader: MAGELLAN, hand: ['OP02-085'], donActive: 6 },
      p1: { leader: KID, donActive: 3 },
    });
    s.choose('Play Magellan (OP02-085)').choose('Yes').chooseAny('active DON!!');
    expect(s.g.players[0].donDeck).toBe(5);
    expect(s.g.players[1].donActive).toBe(2);
    expect(s.g.players[1].donDeck).toBe(8);
    const t = build({
      p0: { leader: KID, chars: [{ code: FRANKY, don: 2 }] },
      p1: { leader: MAGELLAN, chars: [{ code: 'OP02-085', rested: true }] },
    });
    t.choose('Attack Magellan (OP02-085) with Franky');
    t.passUntil((x) => x.g.battle === null);
    expect(t.chars(1)).toEqual([]);
    expect(t.g.don[t.id(0, FRANKY)]).toBe(0);
    expect(t.g.players[0].donDeck).toBe(10);
  });

  it('OP02-089 Judgment of Hell: [Counter] DON!! −1: −3000 to up to 2; [Trigger] with 6+ opponent DON!!, they return 1', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY, HEAT] },
      p1: { leader: KID, hand: ['OP02-089'], donActive: 3 },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate Judgment').choose('Yes');
    s.chooseAny('rested DON!!').choose('Franky', 'Heat');
    expect(s.power(s.id(0, FRANKY))).toBe(3000);
    expect(s.power(s.id(0, HEAT))).toBe(1000);
    expect(s.g.players[1].donDeck).toBe(9 - 2 + 1); // 2 rested for the cost, 1 returned
    const trig = (don: number) =>
      build({
        p0: { leader: LUFFY, chars: [FRANKY], donActive: don },
        p1: { leader: KID, life: ['OP02-089'] },
      });
    const t = trig(6);
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky');
    t.passUntil((x) => x.has('Activate [Trigger]'));
    t.choose('Activate [Trigger]');
    expect(t.g.players[0].donDeck).toBe(5);
    const u = trig(5);
    u.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky');
    u.passUntil((x) => x.has('Activate [Trigger]'));
    u.choose('Activate [Trigger]');
    expect(u.g.players[0].donDeck).toBe(5); // 5 DON!!: nothing returned
  });

  it('OP02-090 Hydra and OP02-091 Venom Road: [Main] DON!! −1: −3000 / add 1 active DON!!', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-090', 'OP02-091'], donActive: 5 },
      p1: { leader: KID, chars: [FRANKY] },
    });
    s.choose('Activate Hydra').choose('Yes').chooseAny('active DON!!').choose('Franky');
    expect(s.power(s.id(1, FRANKY))).toBe(3000);
    expect(s.g.players[0].donDeck).toBe(6);
    s.choose('Activate Venom Road').choose('1');
    expect(s.g.players[0].donDeck).toBe(5);
    expect(s.g.players[0].donActive).toBe(1);
  });
});
