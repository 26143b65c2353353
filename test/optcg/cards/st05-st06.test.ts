/** ST-05 and ST-06 cards (issue 8): each ability working, and its conditions and costs refusing when unmet. */
import { describe, expect, it } from 'vitest';
import { Scenario } from '../../../src/optcg/scenario.ts';
import { cost, hasKeyword } from '../../../src/optcg/rules/power.ts';

const build = Scenario.build;
const LUFFY = 'ST01-001',
  KID = 'ST02-001',
  SAKAZUKI = 'ST06-001';
const KAROO = 'ST01-003', // cost 1, 3000
  HEAT = 'ST02-011', // cost 2, 4000
  VITO = 'ST02-002', // cost 3, 5000
  FRANKY = 'ST01-010', // cost 4, 6000
  KOBY = 'ST02-006', // cost 4, 6000
  GORDON = 'ST05-007', // {FILM} vanilla, cost 1, 3000
  BACCARAT = 'ST05-012'; // {FILM} vanilla, cost 3, 5000

describe('ST-05', () => {
  it('ST05-001 Shanks: [Activate: Main] [Once Per Turn] DON!! −3: all of your {FILM} Characters +2000', () => {
    const s = build({
      p0: { leader: 'ST05-001', chars: [GORDON, BACCARAT, KAROO], donActive: 3 },
      p1: { leader: KID },
    });
    s.choose(/Activate Shanks/).choose('Yes');
    expect([GORDON, BACCARAT, KAROO].map((c) => s.power(s.id(0, c)))).toEqual([5000, 7000, 3000]);
    expect(s.g.players[0].donDeck).toBe(10);
    expect(s.has(/Activate Shanks/)).toBe(false);
    const t = build({ p0: { leader: 'ST05-001', chars: [GORDON], donActive: 2 }, p1: { leader: KID } });
    expect(t.has(/Activate Shanks/)).toBe(false); // DON!! −3 cannot be paid
  });

  it('ST05-002 Ain: [On Play] add up to 1 rested DON!!', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['ST05-002'], donActive: 4 }, p1: { leader: KID } });
    s.choose('Play Ain').choose('1');
    expect(s.g.players[0].donRested).toBe(5);
    expect(s.g.players[0].donDeck).toBe(5);
  });

  it('ST05-003 Ann and ST06-007 Tsuru: [Blocker]', () => {
    for (const [code, name] of [
      ['ST05-003', 'Ann'],
      ['ST06-007', 'Tsuru'],
    ] as const) {
      const s = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: [code], life: [KAROO] } });
      s.choose('Attack Eustass').choose(`Block with ${name}`);
      expect(s.life(1)).toBe(1);
    }
  });

  it("ST05-004 Uta: [Blocker]; [On Block] DON!! −1: rest up to 1 opponent's cost ≤5 Character", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY, KOBY, 'ST02-013'] },
      p1: { leader: KID, chars: [{ code: 'ST05-004', don: 1 }], life: [KAROO] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Block with Uta').choose('Yes');
    expect(s.options()).toEqual(['Koby (ST02-006)']); // Franky is rested by its attack; Kid costs 7
    s.choose('Koby');
    expect(s.g.rested[s.id(0, KOBY)]).toBe(1);
    expect(s.g.players[1].donDeck).toBe(10);
    const t = build({
      p0: { leader: LUFFY, chars: [FRANKY, KOBY] },
      p1: { leader: KID, chars: ['ST05-004'], life: [KAROO] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Block with Uta');
    expect(t.g.rested[t.id(0, KOBY)]).toBe(0); // no DON!! to return: nothing asked
  });

  it('ST05-006 Gild Tesoro: [When Attacking] DON!! −2: draw 2', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['ST05-006'], donActive: 2, deck: [KAROO, HEAT] },
      p1: { leader: KID },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Gild Tesoro').choose('Yes');
    expect(s.hand(0)).toEqual([KAROO, HEAT]);
    const t = build({
      p0: { leader: LUFFY, chars: ['ST05-006'], donActive: 1, deck: [KAROO, HEAT] },
      p1: { leader: KID },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Gild Tesoro');
    expect(t.hand(0)).toEqual([]); // only 1 DON!!
  });

  it("ST05-008 Shiki: with 8 or more DON!! on your field, it cannot be K.O.'d in battle", () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 3 },
      p1: { leader: KID, chars: [{ code: 'ST05-008', rested: true }], donActive: 8 },
    });
    s.choose('Attack Shiki (ST05-008) with Monkey');
    s.passUntil((x) => x.g.battle === null);
    expect(s.chars(1)).toEqual(['ST05-008']);
    const t = build({
      p0: { leader: LUFFY, leaderDon: 3 },
      p1: { leader: KID, chars: [{ code: 'ST05-008', rested: true }], donActive: 7 },
    });
    t.choose('Attack Shiki (ST05-008) with Monkey');
    t.passUntil((x) => x.g.battle === null);
    expect(t.chars(1)).toEqual([]);
  });

  it('ST05-009 Scarlet: [Trigger] play this card', () => {
    const s = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST05-009'] } });
    s.choose('Attack Eustass').choose('Activate [Trigger]');
    expect(s.chars(1)).toEqual(['ST05-009']);
  });

  it("ST05-011 Douglas Bullet: [Once Per Turn] DON!! −4: rest up to 2 opponent's cost ≤6, then [Double Attack]", () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['ST05-011'], donActive: 4 },
      p1: { leader: KID, chars: [FRANKY, KOBY, 'ST02-013'], life: [KAROO, HEAT] },
    });
    s.choose(/Activate Douglas Bullet/).choose('Yes');
    expect(s.options()).toEqual(['Franky (ST01-010)', 'Koby (ST02-006)']);
    s.choose('Franky', 'Koby');
    expect(s.g.rested[s.id(1, FRANKY)]).toBe(1);
    expect(s.g.rested[s.id(1, 'ST02-013')]).toBe(0);
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Douglas Bullet');
    s.passUntil((x) => x.g.battle === null);
    expect(s.life(1)).toBe(0);
    const t = build({ p0: { leader: LUFFY, chars: ['ST05-011'], donActive: 3 }, p1: { leader: KID } });
    expect(t.has(/Activate Douglas Bullet/)).toBe(false);
  });

  it('ST05-014 Buena Festa: [On Play] look at 5, add up to 1 {FILM} other than [Buena Festa]', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['ST05-014'], donActive: 1, deck: ['ST05-014', GORDON, KAROO] },
      p1: { leader: KID },
    });
    s.choose('Play Buena Festa');
    expect(s.options()).toEqual(['Gordon (ST05-007)']);
    s.choose('Gordon').answer([0, 1]);
    expect(s.hand(0)).toEqual([GORDON]);
  });

  it("ST05-016 Lion's Threat Imperial Earth Bind: [Main] DON!! −2: K.O. a cost ≤5; [Trigger] an active DON!!", () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['ST05-016'], donActive: 3 },
      p1: { leader: KID, chars: [FRANKY, 'ST02-013'] },
    });
    s.choose("Activate Lion's Threat").choose('Yes');
    expect(s.options()).toEqual(['Franky (ST01-010)']);
    s.choose('Franky');
    expect(s.chars(1)).toEqual(['ST02-013']);
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: ['ST05-016'] } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate [Trigger]').choose('1');
    expect(t.g.players[1].donActive).toBe(1);
  });
});

describe('ST-06: cost modifiers', () => {
  it("ST06-008 Hina, ST06-010 Helmeppo: [On Play] give up to 1 opponent's Character −4 / −3 cost (never below 0)", () => {
    for (const [code, name, by] of [
      ['ST06-008', 'Hina', 4],
      ['ST06-010', 'Helmeppo', 3],
    ] as const) {
      const s = build({
        p0: { leader: SAKAZUKI, hand: [code], donActive: 3 },
        p1: { leader: KID, chars: [FRANKY, HEAT] },
      });
      s.choose(`Play ${name}`).choose('Franky');
      expect(cost(s.g, s.id(1, FRANKY))).toBe(4 - by);
      expect(cost(s.g, s.id(1, HEAT))).toBe(2);
    }
    const s = build({ p0: { leader: SAKAZUKI, hand: ['ST06-008'], donActive: 3 }, p1: { leader: KID, chars: [HEAT] } });
    s.choose('Play Hina').choose('Heat');
    expect(cost(s.g, s.id(1, HEAT))).toBe(0); // 2 − 4 reads as 0 (001 §1-3-6)
    s.choose('End your turn');
    s.passUntil((x) => x.g.turnPlayer === 1 && x.has('End your turn'));
    expect(cost(s.g, s.id(1, HEAT))).toBe(2); // "during this turn"
  });

  it("ST06-001 Sakazuki: ③ trash 1: K.O. up to 1 opponent's cost 0 Character (after ST06-005 Sengoku's −4)", () => {
    const s = build({
      p0: { leader: SAKAZUKI, chars: ['ST06-005'], hand: [KAROO], donActive: 3 },
      p1: { leader: KID, chars: [FRANKY, HEAT], life: [KAROO] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Sengoku').choose('Franky');
    s.passUntil((x) => x.g.battle === null);
    s.choose(/Activate Sakazuki/);
    expect(s.options()).toEqual(['Franky (ST01-010)']); // Heat still costs 2
    s.choose('Franky');
    expect(s.chars(1)).toEqual([HEAT]);
    expect(s.trash(0)).toEqual([KAROO]);
    const t = build({ p0: { leader: SAKAZUKI, hand: [], donActive: 3 }, p1: { leader: KID } });
    expect(t.has(/Activate Sakazuki/)).toBe(false); // nothing to trash
  });

  it('ST06-002 Koby: [On Play] may trash 1: K.O. a cost 0; ST06-006 Tashigi: rest it: −2 cost', () => {
    const s = build({
      p0: { leader: SAKAZUKI, chars: ['ST06-006'], hand: ['ST06-002', KAROO], donActive: 1 },
      p1: { leader: KID, chars: [HEAT] },
    });
    s.choose(/Activate Tashigi/).choose('Heat');
    expect(cost(s.g, s.id(1, HEAT))).toBe(0);
    expect(s.has(/Activate Tashigi/)).toBe(false); // rested
    s.choose('Play Koby').choose('Yes').choose('Heat');
    expect(s.chars(1)).toEqual([]);
    expect(s.trash(0)).toEqual([KAROO]);
  });

  it("ST06-012 Monkey.D.Garp: trash 1 and rest it: K.O. up to 1 opponent's cost ≤4", () => {
    const s = build({
      p0: { leader: SAKAZUKI, chars: ['ST06-012'], hand: [KAROO] },
      p1: { leader: KID, chars: [KOBY, 'ST02-013'] },
    });
    s.choose(/Activate Monkey.D.Garp/);
    expect(s.options()).toEqual(['Koby (ST02-006)']);
    s.choose('Koby');
    expect(s.chars(1)).toEqual(['ST02-013']);
    const t = build({ p0: { leader: SAKAZUKI, chars: ['ST06-012'] }, p1: { leader: KID, chars: [KOBY] } });
    expect(t.has(/Activate Monkey.D.Garp/)).toBe(false);
  });

  it('ST06-014 Shockwave: [Counter] +4000, then K.O. an active cost ≤3; [Trigger] K.O. a cost ≤4', () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 2, chars: [VITO, { code: HEAT, rested: true }] },
      p1: { leader: KID, hand: ['ST06-014'], donActive: 2, life: [KAROO] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey').choose('Activate Shockwave').choose('Eustass');
    expect(s.options()).toEqual(['Vito (ST02-002)']);
    s.choose('Vito');
    expect(s.chars(0)).toEqual([HEAT]);
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY, KOBY] }, p1: { leader: KID, life: ['ST06-014'] } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate [Trigger]').choose('Koby');
    expect(t.chars(0)).toEqual([FRANKY]);
  });

  it('ST06-015 Great Eruption: [Main] draw 1, then −2 cost; [Trigger] the opponent trashes 1 from their hand', () => {
    const s = build({
      p0: { leader: SAKAZUKI, hand: ['ST06-015'], donActive: 1, deck: [KAROO, VITO] },
      p1: { leader: KID, chars: [HEAT] },
    });
    s.choose('Activate Great Eruption').choose('Heat');
    expect(s.hand(0)).toEqual([KAROO]);
    expect(cost(s.g, s.id(1, HEAT))).toBe(0);
    const t = build({
      p0: { leader: LUFFY, chars: [FRANKY], hand: [KAROO, HEAT] },
      p1: { leader: KID, life: ['ST06-015'] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate [Trigger]').choose('Heat');
    expect(t.hand(0)).toEqual([KAROO]);
  });

  it('ST06-017 Navy HQ: [On Play] −1 cost; rest it: with a {Navy} Leader, −1 cost', () => {
    const s = build({ p0: { leader: SAKAZUKI, hand: ['ST06-017'], donActive: 1 }, p1: { leader: KID, chars: [HEAT] } });
    s.choose('Play Navy HQ').choose('Heat');
    expect(cost(s.g, s.id(1, HEAT))).toBe(1);
    s.choose(/Activate Navy HQ/).choose('Heat');
    expect(cost(s.g, s.id(1, HEAT))).toBe(0);
    const t = build({ p0: { leader: LUFFY, stage: 'ST06-017' }, p1: { leader: KID, chars: [HEAT] } });
    t.choose(/Activate Navy HQ/);
    expect(cost(t.g, t.id(1, HEAT))).toBe(2); // Leader not {Navy}: only rested
    expect(t.g.rested[t.id(0, 'ST06-017')]).toBe(1);
  });
});

describe("ST-05/ST-06: cannot be K.O.'d", () => {
  it('ST05-005 Carina: rest it and trash 1 {FILM}: with fewer DON!! than the opponent, add 2 rested DON!!', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['ST05-005'], hand: [GORDON, KAROO], donActive: 1 },
      p1: { leader: KID, donActive: 3 },
    });
    s.choose(/Activate Carina/);
    expect(s.trash(0)).toEqual([GORDON]); // the only {FILM} card
    expect(s.g.players[0].donRested).toBe(2);
    expect(s.has(/Activate Carina/)).toBe(false);
    const t = build({
      p0: { leader: LUFFY, chars: ['ST05-005'], hand: [GORDON], donActive: 3 },
      p1: { leader: KID, donActive: 3 },
    });
    t.choose(/Activate Carina/);
    expect(t.g.players[0].donRested).toBe(0); // not more DON!!: only the cost is paid
    expect(t.trash(0)).toEqual([GORDON]);
    const u = build({ p0: { leader: LUFFY, chars: ['ST05-005'], hand: [KAROO] }, p1: { leader: KID, donActive: 3 } });
    expect(u.has(/Activate Carina/)).toBe(false); // no {FILM} card to trash
  });

  it("ST05-017 Union Armada: [Counter] +4000 to a {FILM} card; a Character so chosen cannot be K.O.'d this turn", () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 5 },
      p1: { leader: 'ST05-001', chars: [{ code: BACCARAT, rested: true }, KAROO], hand: ['ST05-017'], donActive: 2 },
    });
    s.choose('Attack Baccarat (ST05-012) with Monkey').choose('Activate Union Armada');
    expect(s.options()).toEqual(['Shanks (ST05-001)', 'Baccarat (ST05-012)']); // Karoo is not {FILM}
    s.choose('Baccarat');
    s.passUntil((x) => x.g.battle === null);
    expect(s.chars(1)).toEqual([BACCARAT, KAROO]); // 10000 against 9000: it would lose, but cannot be K.O.'d
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: ['ST05-017'] } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate [Trigger]').choose('1');
    expect(t.g.players[1].donActive).toBe(1);
  });

  it("ST06-004 Smoker: cannot be K.O.'d by effects; [DON!! x1] with a cost 0 Character, [Double Attack]", () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['ST05-016'], donActive: 3 },
      p1: { leader: KID, chars: ['ST06-004'] },
    });
    s.choose("Activate Lion's Threat").choose('Yes').choose('Smoker');
    expect(s.chars(1)).toEqual(['ST06-004']);
    const t = build({
      p0: { leader: SAKAZUKI, chars: [{ code: 'ST06-004', don: 1 }], hand: ['ST06-008'], donActive: 3 },
      p1: { leader: KID, chars: [HEAT], life: [KAROO, VITO] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Smoker');
    t.passUntil((x) => x.g.battle === null);
    expect(t.life(1)).toBe(1); // no cost 0 Character: 1 damage
    const smoker = t.id(0, 'ST06-004');
    expect(hasKeyword(t.g, smoker, 'doubleAttack')).toBe(false);
    t.choose('Play Hina').choose('Heat'); // Heat now costs 0
    expect(hasKeyword(t.g, smoker, 'doubleAttack')).toBe(true);
    t.g.don[smoker] = 0;
    expect(hasKeyword(t.g, smoker, 'doubleAttack')).toBe(false); // [DON!! x1] unmet
  });

  it("ST06-016 White Out: [Counter] +2000; [Trigger] draw 1 and none of your Characters can be K.O.'d this turn", () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 1 },
      p1: { leader: KID, hand: ['ST06-016', KAROO], donActive: 1, life: [KAROO] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey').choose('Activate White Out').choose('Eustass');
    expect(s.power(s.leader(1))).toBe(7000);
    const t = build({
      p0: { leader: LUFFY, leaderDon: 1, chars: [FRANKY] },
      p1: { leader: KID, chars: [{ code: HEAT, rested: true }], life: ['ST06-016'], deck: [VITO, VITO] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate [Trigger]');
    expect(t.hand(1)).toEqual([VITO]);
    t.choose('Attack Heat (ST02-011) with Monkey');
    t.passUntil((x) => x.g.battle === null);
    expect(t.chars(1)).toEqual([HEAT]);
  });
});

describe('ST-05 (Zephyr)', () => {
  const ZEPHYR = 'ST05-010',
    CHOPPER = 'ST01-006'; // <Strike> [Blocker], 1000
  it('ST05-010 Zephyr: +3000 this turn when it battles a <Strike> Character (attacking, blocked or attacked)', () => {
    const s = build({
      p0: { leader: KID, chars: [ZEPHYR] },
      p1: { leader: LUFFY, chars: [{ code: FRANKY, rested: true }] },
    });
    s.choose('Attack Franky (ST01-010) with Zephyr');
    s.passUntil((x) => x.g.battle === null);
    expect([s.power(s.id(0, ZEPHYR)), s.chars(1)]).toEqual([11000, []]); // lasts the turn
    // A <Strike> [Blocker] that blocks the attack on the Leader: Zephyr battles it.
    const b = build({ p0: { leader: KID, chars: [ZEPHYR] }, p1: { leader: KID, chars: [CHOPPER] } });
    b.choose('Attack Eustass"Captain"Kid (ST02-001) with Zephyr').choose('Block with Tony Tony.Chopper');
    b.passUntil((x) => x.g.battle === null);
    expect(b.power(b.id(0, ZEPHYR))).toBe(11000);
    // Attacked by a <Strike> Character in the opponent's turn: +3000 before the powers are compared.
    const d = build({
      p0: { leader: LUFFY, chars: [{ code: KOBY, don: 3 }] },
      p1: { leader: KID, chars: [{ code: ZEPHYR, rested: true }] },
    });
    d.choose('Attack Zephyr (ST05-010) with Koby').passUntil((x) => x.g.battle === null);
    expect([d.chars(1), d.power(d.id(1, ZEPHYR))]).toEqual([[ZEPHYR], 11000]); // 9000 vs 11000
    // Not a <Strike> Character: a <Ranged> one, or a <Strike> Leader.
    const r = build({
      p0: { leader: KID, chars: [ZEPHYR, ZEPHYR] },
      p1: { leader: LUFFY, chars: [{ code: VITO, rested: true }], life: [KAROO, KAROO] },
    });
    r.chooseAny('Attack Vito (ST02-002) with Zephyr').passUntil((x) => x.g.battle === null);
    r.chooseAny('Attack Monkey.D.Luffy (ST01-001) with Zephyr').passUntil((x) => x.g.battle === null);
    expect(r.g.players[0].chars.map((c) => r.power(c))).toEqual([8000, 8000]);
  });

  it('ST05-010 Zephyr: [Activate: Main] [Once Per Turn] DON!! −1: +2000 this turn', () => {
    const s = build({ p0: { leader: KID, chars: ['ST05-010'], donActive: 2 }, p1: { leader: LUFFY } });
    s.choose('Activate Zephyr').choose('Yes');
    expect([s.power(s.id(0, 'ST05-010')), s.g.players[0].donDeck]).toEqual([10000, 9]);
    expect(s.has('Activate Zephyr')).toBe(false); // once per turn
    const t = build({ p0: { leader: KID, chars: ['ST05-010'] }, p1: { leader: LUFFY } });
    expect(t.has('Activate Zephyr')).toBe(false); // no DON!! to return
  });
});
