/** ST-07 and ST-08 cards (issue 8): each ability working, and its conditions and costs refusing when unmet. */
import { describe, expect, it } from 'vitest';
import { Scenario } from '../../../src/optcg/scenario.ts';
import { cost, hasKeyword } from '../../../src/optcg/rules/power.ts';

const build = Scenario.build;
const LUFFY = 'ST01-001',
  KID = 'ST02-001',
  LINLIN = 'ST07-001',
  LUFFY8 = 'ST08-001';
const KAROO = 'ST01-003', // cost 1, 3000
  HEAT = 'ST02-011', // cost 2, 4000
  VITO = 'ST02-002', // cost 3, 5000
  FRANKY = 'ST01-010', // cost 4, 6000
  KOBY = 'ST02-006'; // cost 4, 6000

describe('ST-07', () => {
  it('ST07-004 Charlotte Snack: [DON!! x1] [When Attacking] Life (top or bottom) to hand: [Banish] and +1000 this battle', () => {
    const s = build({
      p0: { leader: LINLIN, chars: [{ code: 'ST07-004', don: 1 }], life: [KAROO, HEAT] },
      p1: { leader: KID, life: [VITO], hand: [KAROO] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Charlotte Snack')
      .choose('Yes')
      .choose('Bottom of your Life cards');
    expect(s.hand(0)).toEqual([HEAT]);
    const c = s.id(0, 'ST07-004');
    expect(s.power(c)).toBe(6000 + 1000 + 1000);
    expect(hasKeyword(s.g, c, 'banish')).toBe(true);
    s.passUntil((x) => x.g.battle === null);
    expect(s.trash(1)).toEqual([VITO]); // [Banish]: the Life card is trashed
    const t = build({ p0: { leader: LINLIN, chars: ['ST07-004'], life: [KAROO] }, p1: { leader: KID, life: [VITO] } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Charlotte Snack');
    expect(t.hand(0)).toEqual([]); // [DON!! x1] unmet
    const u = build({
      p0: { leader: LINLIN, chars: [{ code: 'ST07-004', don: 1 }] },
      p1: { leader: KID, life: [VITO] },
    });
    u.choose('Attack Eustass"Captain"Kid (ST02-001) with Charlotte Snack');
    expect(hasKeyword(u.g, u.id(0, 'ST07-004'), 'banish')).toBe(false); // no Life to pay with
  });

  it('ST07-007 Charlotte Brulee: [Blocker]; [Trigger] play this card', () => {
    const s = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST07-007'] } });
    s.choose('Attack Eustass').choose('Activate [Trigger]');
    expect(s.chars(1)).toEqual(['ST07-007']);
    const t = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['ST07-007'], life: [KAROO] } });
    t.choose('Attack Eustass').choose('Block with Charlotte Brulee');
    expect(t.life(1)).toBe(1);
  });

  it("ST07-009 Charlotte Mont-d'or: rest it and a Life card to hand: K.O. a cost ≤3; [Trigger] trash 1: play it", () => {
    const s = build({
      p0: { leader: LINLIN, chars: ['ST07-009'], life: [KAROO] },
      p1: { leader: KID, chars: [VITO, FRANKY] },
    });
    s.choose(/Activate Charlotte Mont-d'or/);
    expect(s.options()).toEqual(['Vito (ST02-002)']);
    s.choose('Vito');
    expect(s.chars(1)).toEqual([FRANKY]);
    expect(s.hand(0)).toEqual([KAROO]);
    const t = build({ p0: { leader: LINLIN, chars: ['ST07-009'] }, p1: { leader: KID, chars: [VITO] } });
    expect(t.has(/Activate Charlotte Mont-d'or/)).toBe(false); // no Life
    const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST07-009'], hand: [KAROO] } });
    u.choose('Attack Eustass').passUntil((x) => x.has('Activate [Trigger]'));
    u.choose('Activate [Trigger]').choose('Yes');
    expect(u.chars(1)).toEqual(['ST07-009']);
    expect(u.trash(1)).toEqual([KAROO]);
  });

  it('ST07-011 Zeus and ST07-013 Prometheus: rest it: your [Charlotte Linlin] gains [Banish] / [Double Attack]', () => {
    const s = build({ p0: { leader: LINLIN, chars: ['ST07-011', 'ST07-013', 'ST07-010'] }, p1: { leader: KID } });
    s.choose(/Activate Zeus/);
    expect(s.options()).toEqual(['Charlotte Linlin (ST07-001)', 'Charlotte Linlin (ST07-010)']);
    s.choose('Charlotte Linlin (ST07-001)');
    expect(hasKeyword(s.g, s.leader(0), 'banish')).toBe(true);
    s.choose(/Activate Prometheus/).choose('Charlotte Linlin (ST07-010)');
    expect(hasKeyword(s.g, s.id(0, 'ST07-010'), 'doubleAttack')).toBe(true);
    expect(s.has(/Activate Zeus/)).toBe(false); // rested
    for (const code of ['ST07-011', 'ST07-013']) {
      const t = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: [code] } });
      t.choose('Attack Eustass').choose('Activate [Trigger]');
      expect(t.chars(1)).toEqual([code]);
    }
  });
});

describe('ST-08', () => {
  it("ST08-001 Monkey.D.Luffy: [Your Turn] when a Character is K.O.'d, give up to 1 rested DON!! to this Leader", () => {
    const s = build({
      p0: { leader: LUFFY8, chars: [KOBY], donRested: 2 },
      p1: { leader: KID, chars: [{ code: HEAT, rested: true }] },
    });
    s.choose('Attack Heat (ST02-011) with Koby').choose('1');
    expect(s.g.don[s.leader(0)]).toBe(1);
    const t = build({
      p0: { leader: KID, leaderDon: 2 },
      p1: { leader: LUFFY8, chars: [{ code: HEAT, rested: true }], donRested: 2 },
    });
    t.choose('Attack Heat (ST02-011) with Eustass');
    expect(t.chars(1)).toEqual([]);
    expect(t.g.don[t.leader(1)]).toBe(0); // not its owner's turn
  });

  it("ST08-002 Uta: cannot be K.O.'d in battle by Leaders; rest it: −2 cost", () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 2, chars: [FRANKY] },
      p1: { leader: KID, chars: [{ code: 'ST08-002', rested: true }] },
    });
    s.choose('Attack Uta (ST08-002) with Monkey');
    s.passUntil((x) => x.g.battle === null);
    expect(s.chars(1)).toEqual(['ST08-002']);
    s.choose('Attack Uta (ST08-002) with Franky');
    s.passUntil((x) => x.g.battle === null);
    expect(s.chars(1)).toEqual([]);
    const t = build({ p0: { leader: LUFFY8, chars: ['ST08-002'] }, p1: { leader: KID, chars: [VITO] } });
    t.choose(/Activate Uta/).choose('Vito');
    expect(cost(t.g, t.id(1, VITO))).toBe(1);
  });

  it('ST08-004 Koby: rest it: K.O. a cost ≤2; ST08-008 Higuma: −2 cost', () => {
    const s = build({
      p0: { leader: LUFFY8, chars: ['ST08-004'], hand: ['ST08-008'], donActive: 1 },
      p1: { leader: KID, chars: [VITO, FRANKY] },
    });
    s.choose(/Activate Koby/);
    expect(s.chars(1)).toEqual([VITO, FRANKY]); // nothing costs 2 or less: nothing to choose
    const t = build({
      p0: { leader: LUFFY8, chars: ['ST08-004'], hand: ['ST08-008'], donActive: 1 },
      p1: { leader: KID, chars: [VITO, FRANKY] },
    });
    t.choose('Play Higuma').choose('Vito');
    expect(cost(t.g, t.id(1, VITO))).toBe(1);
    t.choose(/Activate Koby/);
    expect(t.options()).toEqual(['Vito (ST02-002)']);
    t.choose('Vito');
    expect(t.chars(1)).toEqual([FRANKY]);
  });

  it('ST08-005 Shanks: [On Play] may trash 1: K.O. all Characters with a cost of 1 or less', () => {
    const s = build({
      p0: { leader: LUFFY8, chars: [KAROO, HEAT], hand: ['ST08-005', VITO], donActive: 9 },
      p1: { leader: KID, chars: [KAROO, VITO] },
    });
    s.choose('Play Shanks').choose('Yes');
    expect(s.chars(0)).toEqual([HEAT, 'ST08-005']);
    expect(s.chars(1)).toEqual([VITO]);
    const t = build({ p0: { leader: LUFFY8, hand: ['ST08-005'], donActive: 9 }, p1: { leader: KID, chars: [KAROO] } });
    t.choose('Play Shanks');
    expect(t.chars(1)).toEqual([KAROO]); // nothing to trash
  });

  it('ST08-006 Shirahoshi: [Blocker]; [On Play] −4 cost; ST08-009 Makino: with a cost 0 Character, draw 1', () => {
    const s = build({
      p0: { leader: LUFFY8, hand: ['ST08-006', 'ST08-009'], donActive: 6, deck: [KAROO, HEAT] },
      p1: { leader: KID, chars: [FRANKY] },
    });
    s.choose('Play Makino');
    expect(s.hand(0)).toEqual(['ST08-006']); // no cost 0 Character yet
    s.choose('Play Shirahoshi').choose('Franky');
    expect(cost(s.g, s.id(1, FRANKY))).toBe(0);
    const t = build({
      p0: { leader: LUFFY8, hand: ['ST08-009'], donActive: 2, deck: [KAROO, HEAT] },
      p1: { leader: KID, chars: [FRANKY] },
    });
    t.g.mods.push({ c: t.id(1, FRANKY), inst: t.g.inst[t.id(1, FRANKY)]!, by: 0, dur: 'turn', cost: -4 });
    t.choose('Play Makino');
    expect(t.hand(0)).toEqual([KAROO]);
    const b = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['ST08-006'], life: [KAROO] } });
    b.choose('Attack Eustass').choose('Block with Shirahoshi');
    expect(b.life(1)).toBe(1);
  });

  it('ST08-007 Nefeltari Vivi: [Blocker]; [Trigger] play this card', () => {
    const s = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST08-007'] } });
    s.choose('Attack Eustass').choose('Activate [Trigger]');
    expect(s.chars(1)).toEqual(['ST08-007']);
    const t = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['ST08-007'], life: [KAROO] } });
    t.choose('Attack Eustass').choose('Block with Nefeltari Vivi');
    expect(t.life(1)).toBe(1);
  });

  it('ST08-014 Gum-Gum Bell: [Main] may add the top Life card to hand: −7 cost; [Trigger] a black cost ≤2 from trash', () => {
    const s = build({
      p0: { leader: LUFFY8, hand: ['ST08-014'], donActive: 2, life: [KAROO, HEAT] },
      p1: { leader: KID, chars: ['ST02-013'] },
    });
    s.choose('Activate Gum-Gum Bell').choose('Yes').choose('Eustass');
    expect(cost(s.g, s.id(1, 'ST02-013'))).toBe(0);
    expect(s.hand(0)).toEqual([KAROO]);
    // No Life: the Event can still be played (001 §8-3-1-4), and nothing happens.
    const t = build({
      p0: { leader: LUFFY8, hand: ['ST08-014'], donActive: 2 },
      p1: { leader: KID, chars: ['ST02-013'] },
    });
    t.choose('Activate Gum-Gum Bell');
    expect(cost(t.g, t.id(1, 'ST02-013'))).toBe(7);
    const u = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, life: ['ST08-014'], trash: ['ST08-008', 'ST08-004', KAROO] },
    });
    u.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate [Trigger]');
    expect(u.options()).toEqual(['Higuma (ST08-008)']); // Koby costs 4, Karoo is red
    u.choose('Higuma');
    expect(u.hand(1)).toEqual(['ST08-008']);
  });

  it('ST08-015 Gum-Gum Pistol: [Main] K.O. a cost ≤2; [Trigger] draw 1', () => {
    const s = build({
      p0: { leader: LUFFY8, hand: ['ST08-015'], donActive: 3 },
      p1: { leader: KID, chars: [HEAT, VITO] },
    });
    s.choose('Activate Gum-Gum Pistol');
    expect(s.options()).toEqual(['Heat (ST02-011)']);
    s.choose('Heat');
    expect(s.chars(1)).toEqual([VITO]);
    const t = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, life: ['ST08-015'], deck: [KAROO, VITO] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate [Trigger]');
    expect(t.hand(1)).toEqual([KAROO]);
  });
});
