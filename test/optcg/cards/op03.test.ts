/** OP-03 cards (issue 8): each ability working, and its conditions ([DON!! xN], [Once Per Turn], "If …", costs) refusing. */
import { describe, expect, it } from 'vitest';
import { Scenario } from '../../../src/optcg/scenario.ts';
import { cost } from '../../../src/optcg/rules/power.ts';

const build = Scenario.build;
const LUFFY = 'ST01-001',
  KID = 'ST02-001',
  ACE = 'OP03-001',
  KURO = 'OP03-021',
  NAMI = 'OP03-040',
  ICEBURG = 'OP03-058',
  LUCCI = 'OP03-076',
  LINLIN = 'OP03-077';
const KAROO = 'ST01-003', // cost 1, 3000
  HEAT = 'ST02-011', // cost 2, 4000
  VITO = 'ST02-002', // cost 3, 5000
  FRANKY = 'ST01-010', // cost 4, 6000
  JIL = 'OP03-006', // Red {Whitebeard Pirates}, cost 4, 6000, no text
  ALVIDA = 'OP03-023', // Green {East Blue}, cost 1, 3000, no text
  GENZO = 'OP03-046', // Blue {East Blue}, cost 2, 4000, no text
  KIWI = 'OP03-061', // Purple {Water Seven}, cost 2, 4000, no text
  KUMADORI = 'OP03-082', // Black {CP9}, cost 4, 6000, no text
  BOBBIN = 'OP03-103'; // Yellow {Big Mom Pirates}, cost 2, 4000, no text
const ATTACK_KID = 'Attack Eustass"Captain"Kid (ST02-001) with ';

describe('OP-03 red', () => {
  it('OP03-001 Portgas.D.Ace: attacking, trash Events/Stages for +1000 each; attacked too; 0 trashed: no change', () => {
    const s = build({ p0: { leader: ACE, hand: ['OP03-019', 'OP03-020', KAROO] }, p1: { leader: KID, life: [KAROO] } });
    s.choose(`Attack Eustass"Captain"Kid (ST02-001) with Portgas.D.Ace`);
    expect(s.options()).toEqual(['Fiery Doll (OP03-019)', 'Striker (OP03-020)']); // not the Character
    s.choose('Fiery Doll', 'Striker');
    expect(s.events('power').map((e) => e['amount'])).toEqual([2000]); // +1000 for each, this battle
    expect(s.trash(0)).toEqual(['OP03-019', 'OP03-020']);
    const t = build({ p0: { leader: KID }, p1: { leader: ACE, hand: ['OP03-019'] } });
    t.choose('Attack Portgas.D.Ace').choose('Fiery Doll');
    expect(t.events('power').map((e) => e['amount'])).toEqual([1000]);
    const u = build({ p0: { leader: ACE, hand: [KAROO] }, p1: { leader: KID, life: [KAROO] } });
    u.choose('Attack Eustass');
    expect(u.events('power')).toEqual([]); // nothing to trash: nothing asked
  });

  it('OP03-002 Adio: [DON!! x1] [When Attacking] no [Blocker] with 2000 power or less', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP03-002', don: 1 }] },
      p1: { leader: KID, chars: ['OP03-010', 'OP03-015'], life: [KAROO] },
    });
    s.choose(ATTACK_KID + 'Adio');
    expect(s.options().filter((o) => o.startsWith('Block'))).toEqual([]); // Fossa and Lim both have 2000
    const t = build({
      p0: { leader: LUFFY, chars: ['OP03-002'] },
      p1: { leader: KID, chars: ['OP03-010'], life: [KAROO] },
    });
    t.choose(ATTACK_KID + 'Adio');
    expect(t.has('Block with Fossa')).toBe(true);
  });

  it('OP03-003 Izo: look at 5, add up to 1 Whitebeard Pirates card other than [Izo]', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-003'], donActive: 1, deck: ['OP03-003', JIL, KAROO, HEAT, VITO, FRANKY] },
      p1: { leader: KID },
    });
    s.choose('Play Izo');
    expect(s.options()).toEqual(['Speed Jil (OP03-006)']);
    s.choose('Speed Jil').answer([0, 1, 2, 3]);
    expect(s.hand(0)).toEqual([JIL]);
  });

  it('OP03-004 Curiel: [DON!! x1] [Rush], but no Leader attack the turn it is played', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP03-004', fresh: true, don: 1 }] },
      p1: { leader: KID, chars: [{ code: HEAT, rested: true }] },
    });
    expect(s.has(ATTACK_KID + 'Curiel')).toBe(false);
    expect(s.has('Attack Heat (ST02-011) with Curiel')).toBe(true);
    const t = build({ p0: { leader: LUFFY, chars: [{ code: 'OP03-004', fresh: true }] }, p1: { leader: KID } });
    expect(t.options().some((o) => o.includes('with Curiel'))).toBe(false); // no DON!!: no [Rush]
    const u = build({ p0: { leader: LUFFY, chars: ['OP03-004'] }, p1: { leader: KID } });
    expect(u.has(ATTACK_KID + 'Curiel')).toBe(true); // a later turn
  });

  it('OP03-005 Thatch: [Once Per Turn] +2000 this turn, trashed at the end of the turn', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['OP03-005'] }, p1: { leader: KID } });
    s.choose('Activate Thatch');
    expect(s.power(s.id(0, 'OP03-005'))).toBe(4000);
    expect(s.has('Activate Thatch')).toBe(false);
    s.choose('End your turn');
    expect(s.trash(0)).toEqual(['OP03-005']);
    expect(s.events('ko')).toEqual([]); // trashed, not K.O.'d (001 §10-2-1-3)
  });

  it('OP03-008 / OP03-032 Buggy: not K.O.d in battle by <Slash> cards; OP03-008 [On Play] look at 5 for a red Event', () => {
    const s = build({
      p0: { leader: 'OP01-001', leaderDon: 1 },
      p1: { leader: KID, chars: [{ code: 'OP03-032', rested: true }] },
    });
    s.choose('Attack Buggy');
    expect(s.chars(1)).toEqual(['OP03-032']); // Zoro is <Slash>
    const t = build({
      p0: { leader: LUFFY, leaderDon: 3 },
      p1: { leader: KID, chars: [{ code: 'OP03-008', rested: true }] },
    });
    t.choose('Attack Buggy');
    expect(t.chars(1)).toEqual([]); // Luffy is <Strike>
    const u = build({
      p0: { leader: LUFFY, hand: ['OP03-008'], donActive: 1, deck: ['OP03-019', 'OP03-056', KAROO] },
      p1: { leader: KID },
    });
    u.choose('Play Buggy');
    expect(u.options()).toEqual(['Fiery Doll (OP03-019)']); // Sanji's Pilaf is blue
  });

  it('OP03-009 Haruta: [Once Per Turn] give up to 1 rested DON!!', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['OP03-009'], donRested: 2 }, p1: { leader: KID } });
    s.choose('Activate Haruta').choose('1').choose('Monkey.D.Luffy');
    expect(s.g.don[s.leader(0)]).toBe(1);
    expect(s.has('Activate Haruta')).toBe(false);
  });

  it('OP03-010 Fossa, OP03-031 Pearl, OP03-065 Chimney & Gonbe, OP03-107 Charlotte Galette: [Blocker]', () => {
    for (const [n, name] of [
      ['OP03-010', 'Fossa'],
      ['OP03-031', 'Pearl'],
      ['OP03-065', 'Chimney & Gonbe'],
      ['OP03-107', 'Charlotte Galette'],
    ] as const) {
      const s = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: [n] } });
      s.choose('Attack Eustass').choose(`Block with ${name}`);
      expect(s.events('block').map((e) => e['code'])).toEqual([n]);
    }
  });

  it("OP03-011 Blamenco: [DON!! x1] [When Attacking] opponent's Character −2000", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP03-011', don: 1 }] },
      p1: { leader: KID, chars: [HEAT], life: [KAROO] },
    });
    s.choose(ATTACK_KID + 'Blamenco').choose('Heat');
    expect(s.power(s.id(1, HEAT))).toBe(2000);
    const t = build({ p0: { leader: LUFFY, chars: ['OP03-011'] }, p1: { leader: KID, chars: [HEAT], life: [KAROO] } });
    t.choose(ATTACK_KID + 'Blamenco');
    expect(t.power(t.id(1, HEAT))).toBe(4000);
  });

  it('OP03-012 Marshall.D.Teach: trash a red Character with 4000+ power: draw 1, +1000; none: nothing', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP03-012', JIL, KAROO], deck: [HEAT, HEAT] },
      p1: { leader: KID, life: [KAROO] },
    });
    s.choose(ATTACK_KID + 'Marshall.D.Teach').choose('Yes');
    expect(s.options()).toEqual(['Marshall.D.Teach (OP03-012)', 'Speed Jil (OP03-006)']); // Karoo has 3000
    s.choose('Speed Jil');
    expect(s.hand(0)).toEqual([HEAT]);
    expect(s.events('power').map((e) => e['amount'])).toEqual([1000]);
    expect(s.trash(0)).toEqual([JIL]);
    const t = build({ p0: { leader: KID, chars: ['OP03-012'] }, p1: { leader: LUFFY, life: [KAROO] } });
    t.choose('Attack Monkey.D.Luffy (ST01-001) with Marshall.D.Teach').choose('Yes');
    expect(t.trash(0)).toEqual(['OP03-012']); // Teach is red with 6000: it may trash itself
  });

  it('OP03-013 Marco: [Your Turn] [On Play] K.O. 3000 or less; [On K.O.] trash an Event: play it from the trash rested', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-013'], donActive: 5 },
      p1: { leader: KID, chars: [KAROO, HEAT] },
    });
    s.choose('Play Marco');
    expect(s.options()).toEqual(['Karoo (ST01-003)']);
    s.choose('Karoo');
    expect(s.chars(1)).toEqual([HEAT]); // the only one with 3000 or less
    const t = build({
      p0: { leader: LUFFY, leaderDon: 2 },
      p1: { leader: KID, chars: [{ code: 'OP03-013', rested: true }], hand: ['OP03-019'] },
    });
    t.choose('Attack Marco').choose('Yes').choose('Yes');
    expect(t.chars(1)).toEqual(['OP03-013']);
    expect(t.g.rested[t.id(1, 'OP03-013')]).toBe(1);
    expect(t.trash(1)).toEqual(['OP03-019']);
    const u = build({
      p0: { leader: LUFFY, leaderDon: 2 },
      p1: { leader: KID, chars: [{ code: 'OP03-013', rested: true }], hand: [KAROO] },
    });
    u.choose('Attack Marco').passUntil((x) => x.g.battle === null);
    expect(u.trash(1)).toEqual(['OP03-013']); // no Event to trash: it stays in the trash
  });

  it('OP03-014 Monkey.D.Garp: [When Attacking] play a red Character card with a cost of 1', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP03-014'], hand: [KAROO, HEAT, ALVIDA] },
      p1: { leader: KID, life: [KAROO] },
    });
    s.choose(ATTACK_KID + 'Monkey.D.Garp');
    expect(s.options()).toEqual(['Karoo (ST01-003)']); // Heat costs 2; Alvida is green
    s.choose('Karoo');
    expect(s.chars(0)).toEqual(['OP03-014', KAROO]);
  });

  it("OP03-015 Lim: [Opponent's Turn] when K.O.'d, opponent's Leader or Character −2000; not on its own turn", () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 1 },
      p1: { leader: KID, chars: [{ code: 'OP03-015', rested: true }] },
    });
    s.choose('Attack Lim').choose('Monkey.D.Luffy');
    expect(s.power(s.leader(0))).toBe(4000); // 5000 + 1000 − 2000
  });

  it('OP03-016 Flame Emperor: with [Portgas.D.Ace] K.O. 8000 or less, Leader [Double Attack] +3000; [Trigger] K.O. 6000 or less', () => {
    const s = build({
      p0: { leader: ACE, hand: ['OP03-016'], donActive: 7 },
      p1: { leader: KID, chars: ['OP01-025'], life: [KAROO, KAROO] },
    });
    s.choose('Activate Flame Emperor').choose('Roronoa Zoro');
    expect(s.chars(1)).toEqual([]);
    expect(s.power(s.leader(0))).toBe(8000);
    s.choose(`Attack Eustass"Captain"Kid (ST02-001) with Portgas.D.Ace`);
    s.passUntil((x) => x.g.battle === null);
    expect(s.life(1)).toBe(0); // [Double Attack]
    const t = build({ p0: { leader: LUFFY, hand: ['OP03-016'], donActive: 7 }, p1: { leader: KID, chars: [KAROO] } });
    t.choose('Activate Flame Emperor');
    expect(t.chars(1)).toEqual([KAROO]); // not Ace: nothing
    const u = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: ['OP03-016'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('Franky');
    expect(u.chars(0)).toEqual([]);
  });

  it('OP03-017 Cross Fire: [Main]/[Counter] with a Whitebeard Pirates Leader −4000; [Trigger] the same', () => {
    const s = build({ p0: { leader: ACE, hand: ['OP03-017'], donActive: 2 }, p1: { leader: KID, chars: [FRANKY] } });
    s.choose('Activate Cross Fire').choose('Franky');
    expect(s.power(s.id(1, FRANKY))).toBe(2000);
    const c = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: ACE, hand: ['OP03-017'], donActive: 2 } });
    c.choose('Attack Portgas.D.Ace (OP03-001) with Monkey.D.Luffy').answer([]); // Ace trashes nothing
    c.choose('Activate Cross Fire').choose('Franky');
    expect(c.power(c.id(0, FRANKY))).toBe(2000);
    const t = build({ p0: { leader: LUFFY, hand: ['OP03-017'], donActive: 2 }, p1: { leader: KID, chars: [FRANKY] } });
    t.choose('Activate Cross Fire');
    expect(t.power(t.id(1, FRANKY))).toBe(6000); // Luffy is not Whitebeard Pirates
  });

  it('OP03-018 Fire Fist: trash an Event: K.O. 5000 or less and 4000 or less; [Trigger] K.O. 5000 or less', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-018', 'OP03-019'], donActive: 3 },
      p1: { leader: KID, chars: [VITO, HEAT, FRANKY] },
    });
    s.choose('Activate Fire Fist').choose('Yes').choose('Vito').choose('Heat');
    expect(s.chars(1)).toEqual([FRANKY]);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP03-018', KAROO], donActive: 3 },
      p1: { leader: KID, chars: [VITO] },
    });
    expect(t.has('Activate Fire Fist')).toBe(false); // no Event to trash
  });

  it("OP03-019 Fiery Doll: Leader +4000; [Trigger] opponent's Leader −10000", () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP03-019'], donActive: 2 }, p1: { leader: KID } });
    s.choose('Activate Fiery Doll');
    expect(s.power(s.leader(0))).toBe(9000);
    const t = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP03-019'] } });
    t.choose('Attack Eustass').choose('Activate [Trigger]').choose('Monkey.D.Luffy');
    expect(t.power(t.leader(0))).toBe(-5000);
  });

  it('OP03-020 Striker: ② rest: with [Portgas.D.Ace] look at 5 for an Event', () => {
    const s = build({
      p0: { leader: ACE, stage: 'OP03-020', donActive: 2, deck: ['OP03-019', KAROO] },
      p1: { leader: KID },
    });
    s.choose('Activate Striker').choose('Fiery Doll');
    expect(s.hand(0)).toEqual(['OP03-019']);
    const t = build({
      p0: { leader: LUFFY, stage: 'OP03-020', donActive: 2, deck: ['OP03-019', KAROO] },
      p1: { leader: KID },
    });
    t.choose('Activate Striker');
    expect(t.hand(0)).toEqual([]);
    const u = build({ p0: { leader: ACE, stage: 'OP03-020', donActive: 1 }, p1: { leader: KID } });
    expect(u.has('Activate Striker')).toBe(false); // ② unpaid
  });
});
