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
    t.choose('Attack Marco').choose('Yes');
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
    // Its owner's turn: K.O.'d by its owner's Kaido (OP01-094), the ability does not activate.
    const t = build({
      p0: { leader: 'ST04-001', hand: ['OP01-094'], chars: ['OP03-015'], donActive: 10 },
      p1: { leader: LUFFY },
    });
    t.choose('Play Kaido').choose('Yes');
    expect([t.trash(0), t.decision!.about]).toEqual([['OP03-015'], 'main-action']);
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

describe('OP-03 [Trigger] Play this card', () => {
  for (const [n, name] of [
    ['OP03-026', 'Kuroobi'],
    ['OP03-029', 'Chew'],
    ['OP03-030', 'Nami'],
    ['OP03-098', 'Enies Lobby'],
    ['OP03-116', 'Shirahoshi'],
    ['OP03-117', 'Napoleon'],
  ] as const) {
    it(`${n} ${name}: played from Life by its [Trigger]`, () => {
      const s = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: [n] } });
      s.choose(ATTACK_KID + 'Monkey.D.Luffy').choose('Activate [Trigger]');
      const p1 = s.g.players[1];
      expect([...s.codes(p1.chars), ...(p1.stage >= 0 ? [s.g.code[p1.stage]!] : [])]).toEqual([n]);
    });
  }
  it('OP03-033 Hatchan: [Trigger] played only with an East Blue Leader', () => {
    const s = build({ p0: { leader: LUFFY }, p1: { leader: KURO, life: ['OP03-033'] } });
    s.choose('Attack Kuro').choose('Activate [Trigger]');
    expect(s.chars(1)).toEqual(['OP03-033']);
    const t = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP03-033'] } });
    t.choose('Attack Eustass').choose('Activate [Trigger]');
    expect(t.chars(1)).toEqual([]);
    expect(t.trash(1)).toEqual(['OP03-033']);
  });
});

describe('OP-03 green', () => {
  it('OP03-021 Kuro: ③ rest 2 East Blue Characters: set active, rest a cost 5 or less', () => {
    const s = build({
      p0: { leader: KURO, leaderRested: true, chars: [ALVIDA, 'OP03-035'], donActive: 3 },
      p1: { leader: KID, chars: [VITO] },
    });
    s.choose('Activate Kuro').choose('Vito');
    expect([s.g.rested[s.leader(0)], s.g.rested[s.id(1, VITO)]]).toEqual([0, 1]);
    expect(s.g.rested[s.id(0, ALVIDA)]).toBe(1);
    const t = build({ p0: { leader: KURO, chars: [ALVIDA, KAROO], donActive: 3 }, p1: { leader: KID } });
    expect(t.has('Activate Kuro')).toBe(false); // Karoo is not East Blue
  });

  it('OP03-022 Arlong: [DON!! x2] ①: play a cost 4 or less Character with a [Trigger] from hand', () => {
    const s = build({
      p0: { leader: 'OP03-022', leaderDon: 2, hand: ['OP03-029', ALVIDA], donActive: 1 },
      p1: { leader: KID, life: [KAROO] },
    });
    s.choose(/Attack .* with Arlong/).choose('Yes');
    expect(s.options()).toEqual(['Chew (OP03-029)']); // Alvida has no [Trigger]
    s.choose('Chew');
    expect(s.chars(0)).toEqual(['OP03-029']);
    const t = build({
      p0: { leader: 'OP03-022', leaderDon: 1, hand: ['OP03-029'], donActive: 1 },
      p1: { leader: KID, life: [KAROO] },
    });
    t.choose(/Attack .* with Arlong/).passUntil((x) => x.g.battle === null);
    expect(t.chars(0)).toEqual([]);
  });

  it('OP03-024 Gin: with an East Blue Leader rest up to 2 cost 4 or less', () => {
    const s = build({
      p0: { leader: KURO, hand: ['OP03-024'], donActive: 4 },
      p1: { leader: KID, chars: [VITO, FRANKY, 'ST02-009'] },
    });
    s.choose('Play Gin');
    expect(s.options()).toEqual(['Vito (ST02-002)', 'Franky (ST01-010)']);
    s.choose('Vito', 'Franky');
    expect([s.g.rested[s.id(1, VITO)], s.g.rested[s.id(1, FRANKY)]]).toEqual([1, 1]);
    const t = build({ p0: { leader: LUFFY, hand: ['OP03-024'], donActive: 4 }, p1: { leader: KID, chars: [VITO] } });
    t.choose('Play Gin');
    expect(t.g.rested[t.id(1, VITO)]).toBe(0);
  });

  it('OP03-025 Krieg: trash 1: K.O. up to 2 rested cost 4 or less; [DON!! x1] [Double Attack]', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-025', KAROO], donActive: 6 },
      p1: { leader: KID, chars: [{ code: VITO, rested: true }, { code: FRANKY, rested: true }, HEAT] },
    });
    s.choose('Play Krieg').choose('Yes').choose('Vito', 'Franky');
    expect(s.chars(1)).toEqual([HEAT]);
    const d = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP03-025', don: 1 }] },
      p1: { leader: KID, life: [KAROO, KAROO] },
    });
    d.choose(ATTACK_KID + 'Krieg').passUntil((x) => x.g.battle === null);
    expect(d.life(1)).toBe(0);
    const e = build({ p0: { leader: LUFFY, chars: ['OP03-025'] }, p1: { leader: KID, life: [KAROO, KAROO] } });
    e.choose(ATTACK_KID + 'Krieg').passUntil((x) => x.g.battle === null);
    expect(e.life(1)).toBe(1);
  });

  it('OP03-026 Kuroobi: with an East Blue Leader rest up to 1', () => {
    const s = build({
      p0: { leader: KURO, hand: ['OP03-026'], donActive: 4 },
      p1: { leader: KID, chars: ['ST02-013'] },
    });
    s.choose('Play Kuroobi').choose('Eustass');
    expect(s.g.rested[s.id(1, 'ST02-013')]).toBe(1);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP03-026'], donActive: 4 },
      p1: { leader: KID, chars: ['ST02-013'] },
    });
    t.choose('Play Kuroobi');
    expect(t.g.rested[t.id(1, 'ST02-013')]).toBe(0);
  });

  it('OP03-027 Sham: with an East Blue Leader rest cost 2 or less and, without [Buchi], play [Buchi]', () => {
    const s = build({
      p0: { leader: KURO, hand: ['OP03-027', 'OP03-034'], donActive: 3 },
      p1: { leader: KID, chars: [HEAT] },
    });
    s.choose('Play Sham').choose('Heat').choose('Buchi');
    expect(s.chars(0)).toEqual(['OP03-027', 'OP03-034']);
    const t = build({
      p0: { leader: KURO, hand: ['OP03-027', 'OP03-034'], chars: ['OP03-034'], donActive: 3 },
      p1: { leader: KID },
    });
    t.choose('Play Sham');
    expect(t.hand(0)).toEqual(['OP03-034']); // has [Buchi] already
  });

  it('OP03-028 Jango: choose one: set an East Blue card active, or rest this and 1 opponent Character', () => {
    const s = build({
      p0: { leader: KURO, leaderRested: true, hand: ['OP03-028'], donActive: 5 },
      p1: { leader: KID, chars: [HEAT] },
    });
    s.choose('Play Jango')
      .choose(/^Set up to 1/)
      .choose('Kuro');
    expect(s.g.rested[s.leader(0)]).toBe(0);
    const t = build({ p0: { leader: KURO, hand: ['OP03-028'], donActive: 5 }, p1: { leader: KID, chars: [HEAT] } });
    t.choose('Play Jango')
      .choose(/^Rest this/)
      .choose('Heat');
    expect([t.g.rested[t.id(0, 'OP03-028')], t.g.rested[t.id(1, HEAT)]]).toEqual([1, 1]);
  });

  it('OP03-029 Chew, OP03-034 Buchi: K.O. a rested Character with a cost of 4 / 2 or less', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-029'], donActive: 4 },
      p1: { leader: KID, chars: [{ code: FRANKY, rested: true }, VITO] },
    });
    s.choose('Play Chew').choose('Franky');
    expect(s.chars(1)).toEqual([VITO]);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP03-034'], donActive: 4 },
      p1: {
        leader: KID,
        chars: [
          { code: VITO, rested: true },
          { code: HEAT, rested: true },
        ],
      },
    });
    t.choose('Play Buchi');
    expect(t.options()).toEqual(['Heat (ST02-011)']);
  });

  it('OP03-030 Nami: look at 5 for a green East Blue card other than [Nami]', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-030'], donActive: 2, deck: ['OP03-030', GENZO, ALVIDA, KAROO, HEAT] },
      p1: { leader: KID },
    });
    s.choose('Play Nami');
    expect(s.options()).toEqual(['Alvida (OP03-023)']); // Genzo is blue
  });

  it('OP03-036 Out-of-the-Bag: rest an East Blue Character: set [Kuro] active; [Trigger] K.O. rested cost 3 or less', () => {
    const s = build({
      p0: { leader: KURO, leaderRested: true, hand: ['OP03-036'], chars: [ALVIDA, 'OP03-026'], donActive: 3 },
      p1: { leader: KID },
    });
    s.choose('Activate Out-of-the-Bag').choose('Yes').choose('Alvida').choose('Kuro');
    expect([s.g.rested[s.leader(0)], s.g.rested[s.id(0, ALVIDA)]]).toEqual([0, 1]);
    const t = build({ p0: { leader: KURO, hand: ['OP03-036'], chars: [KAROO], donActive: 3 }, p1: { leader: KID } });
    expect(t.has('Activate Out-of-the-Bag')).toBe(false); // no East Blue Character to rest
    const u = build({
      p0: { leader: LUFFY, chars: [{ code: VITO, rested: true }] },
      p1: { leader: KID, life: ['OP03-036'] },
    });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('Vito');
    expect(u.chars(0)).toEqual([]);
  });

  it('OP03-037 Tooth Attack: rest an East Blue Character: K.O. rested cost 3 or less; [Trigger] play a [Trigger] Character', () => {
    const s = build({
      p0: { leader: KURO, hand: ['OP03-037'], chars: [ALVIDA], donActive: 1 },
      p1: { leader: KID, chars: [{ code: VITO, rested: true }] },
    });
    s.choose('Activate Tooth Attack').choose('Yes').choose('Vito');
    expect(s.chars(1)).toEqual([]);
    const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP03-037'], hand: ['OP03-029'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Done')
      .choose('Activate [Trigger]')
      .choose('Chew');
    expect(u.chars(1)).toEqual(['OP03-029']);
  });

  it('OP03-038 Deathly Poison Gas Bomb MH5: rest up to 2 cost 2 or less; [Trigger] rest cost 5 or less', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-038'], donActive: 1 },
      p1: { leader: KID, chars: [HEAT, KAROO, VITO] },
    });
    s.choose('Activate Deathly').choose('Heat', 'Karoo');
    expect(s.g.players[1].chars.map((c) => s.g.rested[c])).toEqual([1, 1, 0]);
    const u = build({ p0: { leader: LUFFY, chars: ['ST02-009'] }, p1: { leader: KID, life: ['OP03-038'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('Trafalgar');
    expect(u.g.rested[u.id(0, 'ST02-009')]).toBe(1);
  });

  it('OP03-039 One, Two, Jango: rest cost 1 or less, then +1000 to a Character; [Trigger] rest cost 4 or less', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-039'], chars: [HEAT], donActive: 1 },
      p1: { leader: KID, chars: [KAROO] },
    });
    s.choose('Activate One, Two').choose('Karoo').choose('Heat');
    expect([s.g.rested[s.id(1, KAROO)], s.power(s.id(0, HEAT))]).toEqual([1, 5000]);
    const u = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: ['OP03-039'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('Franky');
    expect(u.g.rested[u.id(0, FRANKY)]).toBe(1);
  });
});

describe('OP-03 blue', () => {
  it('OP03-040 Nami: wins when her deck runs out; [DON!! x1] her attack dealing damage may trash 1 from the deck', () => {
    const s = build({ p0: { leader: NAMI, leaderDon: 1, deck: [KAROO] }, p1: { leader: KID, life: [KAROO, KAROO] } });
    s.choose(/Attack .* with Nami/).choose('Yes');
    expect(s.g.result).toEqual({ winner: 0, reason: 'deck-out-win', rule: '001 §1-3-1' });
    const t = build({ p0: { leader: LUFFY, leaderDon: 1, deck: [KAROO] }, p1: { leader: NAMI, life: [KAROO] } });
    expect(t.g.result).toBeNull();
    const u = build({ p0: { leader: NAMI, deck: [KAROO, KAROO] }, p1: { leader: KID, life: [KAROO, KAROO] } });
    u.choose(/Attack .* with Nami/);
    expect(u.g.players[0].deck.length).toBe(2); // no DON!!: nothing asked
  });

  it('OP03-041 Usopp, OP03-047 Zeff, OP03-051 Bell-mère: [DON!! x1] their attack dealing damage may trash 7', () => {
    for (const [n, name] of [
      ['OP03-041', 'Usopp'],
      ['OP03-047', 'Zeff'],
      ['OP03-051', 'Bell-mère'],
    ] as const) {
      const deck = new Array<string>(9).fill(KAROO);
      const s = build({
        p0: { leader: LUFFY, chars: [{ code: n, don: 1 }], deck },
        p1: { leader: KID, life: [KAROO] },
      });
      s.choose(ATTACK_KID + name).choose('Yes');
      expect(s.g.players[0].deck.length).toBe(2);
      const t = build({ p0: { leader: LUFFY, chars: [n], deck }, p1: { leader: KID, life: [KAROO] } });
      t.choose(ATTACK_KID + name);
      expect(t.g.players[0].deck.length).toBe(9);
    }
    const r = build({ p0: { leader: LUFFY, chars: [{ code: 'OP03-041', fresh: true }] }, p1: { leader: KID } });
    expect(r.has(ATTACK_KID + 'Usopp')).toBe(true); // [Rush]
  });

  it("OP03-042 Usopp's Pirate Crew: add a blue [Usopp] from the trash", () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-042'], donActive: 1, trash: ['OP03-041', 'OP03-122', GENZO] },
      p1: { leader: KID },
    });
    s.choose("Play Usopp's Pirate Crew");
    expect(s.options()).toEqual(['Usopp (OP03-041)', 'Sogeking (OP03-122)']); // Sogeking is also named [Usopp]
    s.choose('Sogeking');
    expect(s.hand(0)).toEqual(['OP03-122']);
  });

  it('OP03-043 Gaimon: when you deal damage, may trash 3 from the deck; if you do, trash Gaimon', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP03-043'], deck: [KAROO, KAROO, KAROO, KAROO] },
      p1: { leader: KID, life: [KAROO] },
    });
    s.choose(ATTACK_KID + 'Monkey.D.Luffy').choose('Yes');
    expect([s.g.players[0].deck.length, s.chars(0)]).toEqual([1, []]);
    expect(s.trash(0)).toEqual([KAROO, KAROO, KAROO, 'OP03-043']);
    const t = build({ p0: { leader: LUFFY, chars: ['OP03-043'] }, p1: { leader: KID, life: [KAROO] } });
    t.choose(ATTACK_KID + 'Monkey.D.Luffy').choose('No');
    expect(t.chars(0)).toEqual(['OP03-043']);
  });

  it('OP03-044 Kaya: draw 2 and trash 2', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-044', KAROO], donActive: 1, deck: [HEAT, VITO, FRANKY] },
      p1: { leader: KID },
    });
    s.choose('Play Kaya').choose('Karoo', 'Heat');
    expect([s.hand(0), s.trash(0)]).toEqual([[VITO], [KAROO, HEAT]]);
  });

  it("OP03-045 Carne: [Blocker]; [Opponent's Turn] with 20 or less cards in the deck +3000", () => {
    const s = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['OP03-045'] } });
    expect(s.power(s.id(1, 'OP03-045'))).toBe(6000);
    const big = build({
      p0: { leader: LUFFY },
      p1: { leader: KID, chars: ['OP03-045'], deck: new Array<string>(21).fill(KAROO) },
    });
    expect(big.power(big.id(1, 'OP03-045'))).toBe(3000);
    const own = build({ p0: { leader: KID, chars: ['OP03-045'] }, p1: { leader: LUFFY } });
    expect(own.power(own.id(0, 'OP03-045'))).toBe(3000);
  });

  it('OP03-047 Zeff: [On Play] return a cost 3 or less, then may trash 2 from the deck', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-047'], donActive: 5, deck: [KAROO, KAROO, KAROO] },
      p1: { leader: KID, chars: [VITO, FRANKY] },
    });
    s.choose('Play Zeff').choose('Vito').choose('Yes');
    expect([s.hand(1), s.g.players[0].deck.length]).toEqual([[VITO], 1]);
  });

  it('OP03-048 Nojiko: with a [Nami] Leader return a cost 5 or less', () => {
    const s = build({
      p0: { leader: NAMI, hand: ['OP03-048'], donActive: 2 },
      p1: { leader: KID, chars: ['ST02-009'] },
    });
    s.choose('Play Nojiko').choose('Trafalgar');
    expect(s.hand(1)).toEqual(['ST02-009']);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP03-048'], donActive: 2 },
      p1: { leader: KID, chars: ['ST02-009'] },
    });
    t.choose('Play Nojiko');
    expect(t.chars(1)).toEqual(['ST02-009']);
  });

  it('OP03-049 Patty: with 20 or less cards in the deck return a cost 3 or less', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP03-049'], donActive: 3 }, p1: { leader: KID, chars: [VITO] } });
    s.choose('Play Patty').choose('Vito');
    expect(s.hand(1)).toEqual([VITO]);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP03-049'], donActive: 3, deck: new Array<string>(21).fill(KAROO) },
      p1: { leader: KID, chars: [VITO] },
    });
    t.choose('Play Patty');
    expect(t.chars(1)).toEqual([VITO]);
  });

  it('OP03-050 Boodle, OP03-051 Bell-mère: [On K.O.] may trash 1 / 3 from the top of the deck', () => {
    for (const [n, name, k] of [
      ['OP03-050', 'Boodle', 1],
      ['OP03-051', 'Bell-mère', 3],
    ] as const) {
      const s = build({
        p0: { leader: LUFFY, leaderDon: 5 },
        p1: { leader: KID, chars: [{ code: n, rested: true }], deck: [KAROO, KAROO, KAROO, KAROO] },
      });
      s.choose(`Attack ${name}`).choose('Yes');
      expect(s.g.players[1].deck.length).toBe(4 - k);
    }
  });

  it('OP03-053 Yosaku & Johnny: [DON!! x1] with 20 or less cards in the deck +2000', () => {
    const s = build({ p0: { leader: LUFFY, chars: [{ code: 'OP03-053', don: 1 }] }, p1: { leader: KID } });
    expect(s.power(s.id(0, 'OP03-053'))).toBe(6000);
    const t = build({ p0: { leader: LUFFY, chars: ['OP03-053'] }, p1: { leader: KID } });
    expect(t.power(t.id(0, 'OP03-053'))).toBe(3000);
  });

  it("OP03-054 Usopp's Rubber Band of Doom!!!: +2000, may trash 1; [Trigger] draw 1, may trash 1", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [HEAT] },
      p1: { leader: KID, hand: ['OP03-054'], donActive: 1, life: [KAROO] },
    });
    s.choose(ATTACK_KID + 'Heat')
      .choose('Activate')
      .choose('Eustass')
      .choose('Yes');
    expect(s.events('power').map((e) => e['amount'])).toEqual([2000]);
    expect(s.g.players[1].deck.length).toBe(9);
    const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP03-054'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('No');
    expect(u.hand(1)).toEqual([FRANKY]);
  });

  it('OP03-055 Gum-Gum Giant Gavel: trash 1: Leader +4000, may trash 2; [Trigger] return a cost 4 or less', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [HEAT] },
      p1: { leader: KID, hand: ['OP03-055', KAROO], donActive: 1 },
    });
    s.choose(ATTACK_KID + 'Heat')
      .choose('Activate')
      .choose('Yes')
      .choose('Eustass')
      .choose('Yes');
    expect(s.events('power').map((e) => e['amount'])).toEqual([4000]);
    expect([s.trash(1), s.g.players[1].deck.length]).toEqual([['OP03-055', KAROO, FRANKY, FRANKY], 8]);
    const u = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: ['OP03-055'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('Franky');
    expect(u.hand(0)).toEqual([FRANKY]);
  });

  it("OP03-056 Sanji's Pilaf: draw 2; [Trigger] the same", () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP03-056'], donActive: 3 }, p1: { leader: KID } });
    s.choose('Activate Sanji');
    expect(s.hand(0)).toEqual([FRANKY, FRANKY]);
    const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP03-056'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy').choose('Activate [Trigger]');
    expect(u.hand(1)).toEqual([FRANKY, FRANKY]);
  });

  it('OP03-057 Three Thousand Worlds: cost 5 or less to the deck bottom; [Trigger] cost 3 or less', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-057'], donActive: 4 },
      p1: { leader: KID, chars: ['ST02-009', 'ST02-013'] },
    });
    s.choose('Activate Three');
    expect(s.options()).toEqual(['Trafalgar Law (ST02-009)']);
    s.choose('Trafalgar');
    expect(s.g.code[s.g.players[1].deck[0]!]).toBe('ST02-009');
    const u = build({ p0: { leader: LUFFY, chars: [VITO, FRANKY] }, p1: { leader: KID, life: ['OP03-057'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy').choose('Activate [Trigger]');
    expect(u.options()).toEqual(['Vito (ST02-002)']);
  });

  it('OP03-122 Sogeking: return a cost 6 or less, draw 2, trash 2', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-122'], donActive: 7, deck: [KAROO, HEAT, VITO] },
      p1: { leader: KID, chars: ['ST02-009'] },
    });
    s.choose('Play Sogeking').choose('Trafalgar'); // the 2 drawn are the whole hand: both trashed
    expect([s.hand(1), s.trash(0)]).toEqual([['ST02-009'], [KAROO, HEAT]]);
  });
});

describe('OP-03 purple', () => {
  it('OP03-058 Iceburg: cannot attack; DON!! −1 rest: play a Galley-La Company Character cost 5 or less', () => {
    const s = build({ p0: { leader: ICEBURG, hand: ['OP03-064', KIWI], donActive: 1 }, p1: { leader: KID } });
    expect(s.options().some((o) => o.startsWith('Attack'))).toBe(false);
    s.choose('Activate Iceburg').choose('Yes');
    expect(s.options()).toEqual(['Tilestone (OP03-064)']); // Kiwi & Mozu are The Franky Family
    s.choose('Tilestone');
    expect([s.chars(0), s.g.players[0].donDeck, s.g.rested[s.leader(0)]]).toEqual([['OP03-064'], 10, 1]);
    const t = build({ p0: { leader: ICEBURG, hand: ['OP03-064'] }, p1: { leader: KID } });
    expect(t.has('Activate Iceburg')).toBe(false); // no DON!! to return
  });

  it('OP03-059 Kaku: DON!! −1: [Banish] this battle', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP03-059'], donActive: 1 },
      p1: { leader: KID, life: ['OP03-019'] },
    });
    s.choose(ATTACK_KID + 'Kaku').choose('Yes');
    s.passUntil((x) => x.g.battle === null);
    expect([s.trash(1), s.hand(1)]).toEqual([['OP03-019'], []]);
    const t = build({ p0: { leader: LUFFY, chars: ['OP03-059'], donActive: 1 }, p1: { leader: KID, life: [KAROO] } });
    t.choose(ATTACK_KID + 'Kaku').choose('No');
    t.passUntil((x) => x.g.battle === null);
    expect(t.hand(1)).toEqual([KAROO]);
  });

  it('OP03-060 Kalifa: DON!! −1: draw 2, trash 1', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP03-060'], donActive: 1, deck: [KAROO, HEAT, VITO] },
      p1: { leader: KID, life: [KAROO] },
    });
    s.choose(ATTACK_KID + 'Kalifa')
      .choose('Yes')
      .choose('Heat');
    expect([s.hand(0), s.trash(0)]).toEqual([[KAROO], [HEAT]]);
  });

  it('OP03-062 Kokoro: look at 5 for a Water Seven card other than [Kokoro]', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-062'], donActive: 1, deck: ['OP03-062', KIWI, KAROO] },
      p1: { leader: KID },
    });
    s.choose('Play Kokoro');
    expect(s.options()).toEqual(['Kiwi & Mozu (OP03-061)']);
  });

  it('OP03-063 Zambai: [Blocker]; DON!! −1: with a Water Seven Leader draw 1', () => {
    const s = build({ p0: { leader: ICEBURG, hand: ['OP03-063'], donActive: 4 }, p1: { leader: KID } });
    s.choose('Play Zambai').choose('Yes').answer([0]);
    expect([s.hand(0), s.g.players[0].donDeck]).toEqual([[FRANKY], 7]);
    const t = build({ p0: { leader: LUFFY, hand: ['OP03-063'], donActive: 4 }, p1: { leader: KID } });
    t.choose('Play Zambai').choose('Yes').answer([0]);
    expect(t.hand(0)).toEqual([]);
    const b = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['OP03-063'] } });
    b.choose('Attack Eustass').choose('Block with Zambai');
    expect(b.events('block').length).toBe(1);
  });

  it('OP03-064 Tilestone, OP03-068 Minozebra: [On K.O.] with a Galley-La / Impel Down Leader add 1 rested DON!!', () => {
    for (const [n, name, leader] of [
      ['OP03-064', 'Tilestone', ICEBURG],
      ['OP03-068', 'Minozebra', 'OP02-071'],
    ] as const) {
      const s = build({ p0: { leader: LUFFY, leaderDon: 2 }, p1: { leader, chars: [{ code: n, rested: true }] } });
      s.choose(`Attack ${name}`).choose('1');
      expect(s.g.players[1].donRested).toBe(1);
      const t = build({ p0: { leader: LUFFY, leaderDon: 2 }, p1: { leader: KID, chars: [{ code: n, rested: true }] } });
      t.choose(`Attack ${name}`);
      expect(t.g.players[1].donRested).toBe(0);
    }
    const b = build({ p0: { leader: LUFFY, chars: ['OP03-068'] }, p1: { leader: KID, life: ['OP03-019'] } });
    b.choose(ATTACK_KID + 'Minozebra').passUntil((x) => x.g.battle === null);
    expect(b.trash(1)).toEqual(['OP03-019']); // [Banish]
  });

  it('OP03-066 Paulie: ②: add 1 active DON!!, then with 8 or more DON!! K.O. a cost 4 or less', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP03-066'], donActive: 7 }, p1: { leader: KID, chars: [FRANKY] } });
    s.choose('Play Paulie').choose('Yes').choose('1').choose('Franky');
    expect(s.chars(1)).toEqual([]);
    const t = build({ p0: { leader: LUFFY, hand: ['OP03-066'], donActive: 7 }, p1: { leader: KID, chars: [FRANKY] } });
    t.choose('Play Paulie').choose('Yes').choose('0');
    expect(t.chars(1)).toEqual([FRANKY]); // 7 DON!! on the field
    const u = build({ p0: { leader: LUFFY, hand: ['OP03-066'], donActive: 6 }, p1: { leader: KID, chars: [FRANKY] } });
    u.choose('Play Paulie');
    expect(u.g.players[0].donActive).toBe(1); // ② unpaid: nothing asked
  });

  it('OP03-067 Peepley Lulu: [DON!! x1] with a Galley-La Leader add 1 rested DON!!', () => {
    const s = build({
      p0: { leader: ICEBURG, chars: [{ code: 'OP03-067', don: 1 }] },
      p1: { leader: KID, life: [KAROO] },
    });
    s.choose(/with Peepley Lulu/).choose('1');
    expect(s.g.players[0].donRested).toBe(1);
    const t = build({ p0: { leader: ICEBURG, chars: ['OP03-067'] }, p1: { leader: KID, life: [KAROO] } });
    t.choose(/with Peepley Lulu/);
    expect(t.g.players[0].donRested).toBe(0);
  });

  it('OP03-069 Minorhinoceros: [On K.O.] with an Impel Down Leader draw 2, trash 1', () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 2 },
      p1: { leader: 'OP02-071', chars: [{ code: 'OP03-069', rested: true }], deck: [KAROO, HEAT, VITO] },
    });
    s.choose('Attack Minorhinoceros').choose('Karoo');
    expect([s.hand(1), s.trash(1)]).toEqual([[HEAT], ['OP03-069', KAROO]]);
    const t = build({
      p0: { leader: LUFFY, leaderDon: 2 },
      p1: { leader: KID, chars: [{ code: 'OP03-069', rested: true }] },
    });
    t.choose('Attack Minorhinoceros');
    expect(t.hand(1)).toEqual([]);
  });

  it('OP03-070 Monkey.D.Luffy: DON!! −1, trash a cost 5 Character card: [Rush]', () => {
    const s = build({
      p0: { leader: KID, hand: ['OP03-070', 'ST02-009', FRANKY], donActive: 7 },
      p1: { leader: LUFFY },
    });
    s.choose('Play Monkey.D.Luffy').choose('Yes').answer([0]);
    expect(s.trash(0)).toEqual(['ST02-009']); // the only cost 5
    expect(s.has('Attack Monkey.D.Luffy (ST01-001) with Monkey.D.Luffy')).toBe(true);
    const t = build({ p0: { leader: KID, hand: ['OP03-070', FRANKY], donActive: 7 }, p1: { leader: LUFFY } });
    t.choose('Play Monkey.D.Luffy');
    expect(t.has('Attack Monkey.D.Luffy (ST01-001) with Monkey.D.Luffy')).toBe(false);
  });

  it('OP03-071 Rob Lucci: DON!! −1: rest a cost 5 or less', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP03-071'], donActive: 1 },
      p1: { leader: KID, chars: ['ST02-009'], life: [KAROO] },
    });
    s.choose(ATTACK_KID + 'Rob Lucci')
      .choose('Yes')
      .choose('Trafalgar');
    expect(s.g.rested[s.id(1, 'ST02-009')]).toBe(1);
  });

  it('OP03-072 Gum-Gum Jet Gatling: trash 1: +3000; [Trigger] add 1 active DON!!', () => {
    const s = build({ p0: { leader: LUFFY, chars: [HEAT] }, p1: { leader: KID, hand: ['OP03-072', KAROO] } });
    s.choose(ATTACK_KID + 'Heat')
      .choose('Activate')
      .choose('Yes')
      .choose('Eustass');
    expect(s.events('power').map((e) => e['amount'])).toEqual([3000]);
    const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP03-072'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('1');
    expect(u.g.players[1].donActive).toBe(1);
  });

  it('OP03-073 Hull Dismantler Slash: DON!! −1: with a Water Seven Leader K.O. a cost 2 or less', () => {
    const s = build({
      p0: { leader: ICEBURG, hand: ['OP03-073'], donActive: 2 },
      p1: { leader: KID, chars: [HEAT, VITO] },
    });
    s.choose('Activate Hull').choose('Yes').answer([0]).choose('Heat');
    expect(s.chars(1)).toEqual([VITO]);
    const t = build({ p0: { leader: LUFFY, hand: ['OP03-073'], donActive: 2 }, p1: { leader: KID, chars: [HEAT] } });
    t.choose('Activate Hull').choose('Yes').answer([0]);
    expect(t.chars(1)).toEqual([HEAT]);
    const u = build({
      p0: { leader: LUFFY, chars: [HEAT] },
      p1: { leader: ICEBURG, life: ['OP03-073'], donActive: 1 },
    });
    u.choose('Attack Iceburg (OP03-058) with Monkey.D.Luffy').choose('Activate [Trigger]').choose('Yes').choose('Heat');
    expect(u.chars(0)).toEqual([]);
  });

  it('OP03-074 Top Knot: DON!! −2: a cost 4 or less to the deck bottom', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP03-074'], donActive: 4 }, p1: { leader: KID, chars: [FRANKY] } });
    s.choose('Activate Top Knot').choose('Yes').answer([0, 1]).choose('Franky');
    expect([s.chars(1), s.g.players[0].donDeck]).toEqual([[], 8]);
    const t = build({ p0: { leader: LUFFY, hand: ['OP03-074'], donActive: 2 }, p1: { leader: KID, chars: [FRANKY] } });
    expect(t.has('Activate Top Knot')).toBe(true);
    t.choose('Activate Top Knot');
    expect(t.chars(1)).toEqual([FRANKY]); // 2 DON!! paid for the Event: none left to return
  });

  it('OP03-075 Galley-La Company: rest: with [Iceburg] add 1 rested DON!!', () => {
    const s = build({ p0: { leader: ICEBURG, stage: 'OP03-075' }, p1: { leader: KID } });
    s.choose('Activate Galley-La').choose('1');
    expect(s.g.players[0].donRested).toBe(1);
    const t = build({ p0: { leader: LUFFY, stage: 'OP03-075' }, p1: { leader: KID } });
    t.choose('Activate Galley-La');
    expect(t.g.players[0].donRested).toBe(0);
  });
});

describe('OP-03 black', () => {
  it("OP03-076 Rob Lucci: [Your Turn] [Once Per Turn] trash 2: when an opponent's Character is K.O.'d, set active", () => {
    const s = build({
      p0: { leader: LUCCI, leaderDon: 1, hand: [KAROO, HEAT] },
      p1: {
        leader: KID,
        chars: [
          { code: VITO, rested: true },
          { code: HEAT, rested: true },
        ],
      },
    });
    s.choose('Attack Vito (ST02-002) with Rob Lucci').choose('Yes');
    expect([s.g.rested[s.leader(0)], s.trash(0)]).toEqual([0, [KAROO, HEAT]]);
    s.choose('Attack Heat (ST02-011) with Rob Lucci');
    expect(s.g.rested[s.leader(0)]).toBe(1); // once per turn
    const t = build({
      p0: { leader: LUCCI, leaderDon: 1, hand: [KAROO] },
      p1: { leader: KID, chars: [{ code: VITO, rested: true }] },
    });
    t.choose('Attack Vito (ST02-002) with Rob Lucci');
    expect(t.g.rested[t.leader(0)]).toBe(1); // 1 card: cannot pay
  });

  it("OP03-078 Issho: [DON!! x1] [Your Turn] opponent's Characters −3 cost; [On Play] 6+ cards: trash 2 of their hand", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP03-078', don: 1 }] },
      p1: { leader: KID, chars: [FRANKY, KAROO] },
    });
    expect([cost(s.g, s.id(1, FRANKY)), cost(s.g, s.id(1, KAROO)), cost(s.g, s.id(0, 'OP03-078'))]).toEqual([1, 0, 8]);
    const t = build({ p0: { leader: LUFFY, chars: ['OP03-078'] }, p1: { leader: KID, chars: [FRANKY] } });
    expect(cost(t.g, t.id(1, FRANKY))).toBe(4);
    const six = [KAROO, KAROO, HEAT, HEAT, VITO, VITO];
    const u = build({ p0: { leader: LUFFY, hand: ['OP03-078'], donActive: 8 }, p1: { leader: KID, hand: six } });
    u.choose('Play Issho');
    expect(u.decision!.player).toBe(0); // Issho's owner chooses, unseen
    u.answer([0, 1]);
    expect(u.g.players[1].hand.length).toBe(4);
    const v = build({
      p0: { leader: LUFFY, hand: ['OP03-078'], donActive: 8 },
      p1: { leader: KID, hand: six.slice(1) },
    });
    v.choose('Play Issho');
    expect(v.g.players[1].hand.length).toBe(5);
  });

  it('OP03-079 Vergo: [DON!! x1] cannot be K.O.d in battle', () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 3 },
      p1: { leader: KID, chars: [{ code: 'OP03-079', rested: true, don: 1 }] },
    });
    s.choose('Attack Vergo');
    expect(s.chars(1)).toEqual(['OP03-079']);
    const t = build({
      p0: { leader: LUFFY, leaderDon: 3 },
      p1: { leader: KID, chars: [{ code: 'OP03-079', rested: true }] },
    });
    t.choose('Attack Vergo');
    expect(t.chars(1)).toEqual([]);
  });

  it('OP03-080 Kaku: place 2 CP cards from the trash at the deck bottom: K.O. a cost 3 or less', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-080'], donActive: 5, trash: [KUMADORI, 'OP03-084', KAROO] },
      p1: { leader: KID, chars: [VITO] },
    });
    s.choose('Play Kaku').choose('Yes');
    expect(s.options()).toEqual(['Kumadori (OP03-082)', 'Jerry (OP03-084)']); // CP9 and CP6
    s.choose('Kumadori', 'Jerry').choose('Vito');
    expect([s.chars(1), s.trash(0)]).toEqual([[], [KAROO]]);
    expect(s.codes(s.g.players[0].deck.slice(0, 2))).toEqual(['OP03-084', KUMADORI]); // first chosen deepest
    const t = build({
      p0: { leader: LUFFY, hand: ['OP03-080'], donActive: 5, trash: [KUMADORI] },
      p1: { leader: KID, chars: [VITO] },
    });
    t.choose('Play Kaku');
    expect(t.chars(1)).toEqual([VITO]);
  });

  it('OP03-081 Kalifa: draw 2, trash 2, then −2 cost', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-081', KAROO], donActive: 4 },
      p1: { leader: KID, chars: [FRANKY] },
    });
    s.choose('Play Kalifa').answer([0, 1]).choose('Franky');
    expect(cost(s.g, s.id(1, FRANKY))).toBe(2);
  });

  it('OP03-083 Corgy: look at 5, trash up to 2, the rest to the bottom', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-083'], donActive: 1, deck: [KAROO, HEAT, VITO, GENZO, KIWI, FRANKY] },
      p1: { leader: KID },
    });
    s.choose('Play Corgy').choose('Karoo', 'Heat').answer([0, 1, 2]);
    expect(s.trash(0)).toEqual([KAROO, HEAT]);
    expect(s.g.code[s.g.players[0].deck.at(-1)!]).toBe(FRANKY);
  });

  it('OP03-086 Spandam, OP03-089 Brannew: look at 3 for a CP / Navy card, trash the rest', () => {
    const s = build({
      p0: { leader: LUCCI, hand: ['OP03-086'], donActive: 1, deck: [KUMADORI, 'OP03-086', KAROO, HEAT] },
      p1: { leader: KID },
    });
    s.choose('Play Spandam');
    expect(s.options()).toEqual(['Kumadori (OP03-082)']);
    s.choose('Kumadori');
    expect([s.hand(0), s.trash(0)]).toEqual([[KUMADORI], ['OP03-086', KAROO]]);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP03-086'], donActive: 1, deck: [KUMADORI, KAROO] },
      p1: { leader: KID },
    });
    t.choose('Play Spandam');
    expect(t.trash(0)).toEqual([]); // Luffy's type has no "CP"
    const u = build({
      p0: { leader: LUFFY, hand: ['OP03-089'], donActive: 2, deck: ['OP03-078', 'OP03-089', KAROO, HEAT] },
      p1: { leader: KID },
    });
    u.choose('Play Brannew').choose('Issho');
    expect([u.hand(0), u.trash(0)]).toEqual([['OP03-078'], ['OP03-089', KAROO]]);
  });

  it('OP03-088 Fukurou: [Blocker], cannot be K.O.d by effects', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-034'], donActive: 4 },
      p1: { leader: KID, chars: [{ code: 'OP03-088', rested: true }] },
    });
    s.choose('Play Buchi');
    expect(s.chars(1)).toEqual(['OP03-088']);
  });

  it('OP03-090 Blueno: [DON!! x1] [Blocker]; [On K.O.] play a CP cost 4 or less from the trash rested', () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 2 },
      p1: { leader: KID, chars: [{ code: 'OP03-090', rested: true }], trash: [KUMADORI, 'OP03-085'] },
    });
    s.choose('Attack Blueno').choose('Kumadori');
    expect(s.chars(1)).toEqual([KUMADORI]); // Jabra costs 5
    expect(s.g.rested[s.id(1, KUMADORI)]).toBe(1);
    const b = build({ p0: { leader: KID }, p1: { leader: LUFFY, chars: [{ code: 'OP03-090', don: 1 }] } });
    expect(b.g.players[1].chars.length).toBe(1);
    b.choose('Attack Monkey');
    expect(b.has('Block with Blueno')).toBe(true);
    const c = build({ p0: { leader: KID }, p1: { leader: LUFFY, chars: ['OP03-090', 'OP03-010'] } });
    c.choose('Attack Monkey');
    expect(c.has('Block with Blueno')).toBe(false);
  });

  it('OP03-091 Helmeppo: the cost of a Character with no base effect is 0 this turn', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-091'], donActive: 1 },
      p1: { leader: KID, chars: [KUMADORI, 'OP03-013'] },
    });
    s.choose('Play Helmeppo');
    expect(s.options()).toEqual(['Kumadori (OP03-082)']); // Marco has text
    s.choose('Kumadori');
    expect(cost(s.g, s.id(1, KUMADORI))).toBe(0);
    s.choose('End your turn');
    expect(cost(s.g, s.id(1, KUMADORI))).toBe(4);
  });

  it('OP03-092 Rob Lucci: place 2 CP cards from the trash at the bottom: [Rush]', () => {
    const s = build({
      p0: { leader: KID, hand: ['OP03-092'], donActive: 6, trash: [KUMADORI, 'OP03-085'] },
      p1: { leader: LUFFY },
    });
    s.choose('Play Rob Lucci').choose('Yes').choose('Kumadori', 'Jabra');
    expect(s.has('Attack Monkey.D.Luffy (ST01-001) with Rob Lucci')).toBe(true);
    const t = build({
      p0: { leader: KID, hand: ['OP03-092'], donActive: 6, trash: [KUMADORI] },
      p1: { leader: LUFFY },
    });
    t.choose('Play Rob Lucci');
    expect(t.has('Attack Monkey.D.Luffy (ST01-001) with Rob Lucci')).toBe(false);
  });

  it('OP03-093 Wanze: trash 1: with a CP Leader K.O. a cost 1 or less', () => {
    const s = build({
      p0: { leader: LUCCI, hand: ['OP03-093', HEAT], donActive: 2 },
      p1: { leader: KID, chars: [KAROO] },
    });
    s.choose('Play Wanze').choose('Yes').choose('Karoo');
    expect(s.chars(1)).toEqual([]);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP03-093', HEAT], donActive: 2 },
      p1: { leader: KID, chars: [KAROO] },
    });
    t.choose('Play Wanze').choose('Yes');
    expect(t.chars(1)).toEqual([KAROO]);
  });

  it('OP03-094 Air Door: with a CP Leader look at 5, play a CP cost 5 or less, trash the rest; [Trigger] black cost 3 from trash', () => {
    const s = build({
      p0: { leader: LUCCI, hand: ['OP03-094'], donActive: 4, deck: ['OP03-085', KAROO, HEAT, FRANKY] },
      p1: { leader: KID },
    });
    s.choose('Activate Air Door').choose('Jabra');
    expect([s.chars(0), s.trash(0)]).toEqual([['OP03-085'], ['OP03-094', KAROO, HEAT, FRANKY]]);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP03-094'], donActive: 4, deck: ['OP03-085', KAROO] },
      p1: { leader: KID },
    });
    t.choose('Activate Air Door');
    expect(t.chars(0)).toEqual([]);
    const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP03-094'], trash: ['OP03-087', KUMADORI] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy').choose('Activate [Trigger]');
    expect(u.options()).toEqual(['Nero (OP03-087)']);
  });

  it('OP03-095 Soap Sheep: up to 2 −2 cost; [Trigger] the opponent trashes 1', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-095'], donActive: 1 },
      p1: { leader: KID, chars: [FRANKY, VITO] },
    });
    s.choose('Activate Soap Sheep').choose('Franky', 'Vito');
    expect([cost(s.g, s.id(1, FRANKY)), cost(s.g, s.id(1, VITO))]).toEqual([2, 1]);
    const u = build({ p0: { leader: LUFFY, hand: [KAROO] }, p1: { leader: KID, life: ['OP03-095'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy').choose('Activate [Trigger]');
    expect(u.trash(0)).toEqual([KAROO]);
  });

  it('OP03-096 Tempest Kick Sky Slicer: K.O. a cost 0 Character or a cost 3 or less Stage; [Trigger] draw 2', () => {
    // No printed cost 0 Character in block 1: Karoo (cost 1) is given −1 cost first (001 §1-3-6).
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-095', 'OP03-096'], donActive: 3 },
      p1: { leader: KID, chars: [KAROO, HEAT], stage: 'OP03-098' },
    });
    s.choose('Activate Soap Sheep').choose('Karoo');
    s.choose('Activate Tempest');
    expect(s.options()).toEqual(['Karoo (ST01-003)', 'Enies Lobby (OP03-098)']); // Heat costs 2
    s.choose('Enies Lobby');
    expect([s.g.players[1].stage, s.trash(1)]).toEqual([-1, ['OP03-098']]);
    const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP03-096'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy').choose('Activate [Trigger]');
    expect(u.hand(1)).toEqual([FRANKY, FRANKY]);
  });

  it('OP03-097 Six King Pistol: trash 1: +3000; [Trigger] draw 1, K.O. a cost 1 or less', () => {
    const s = build({ p0: { leader: LUFFY, chars: [HEAT] }, p1: { leader: KID, hand: ['OP03-097', KAROO] } });
    s.choose(ATTACK_KID + 'Heat')
      .choose('Activate')
      .choose('Yes')
      .choose('Eustass');
    expect(s.events('power').map((e) => e['amount'])).toEqual([3000]);
    const u = build({ p0: { leader: LUFFY, chars: [KAROO] }, p1: { leader: KID, life: ['OP03-097'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('Karoo');
    expect([u.hand(1), u.chars(0)]).toEqual([[FRANKY], []]);
  });

  it('OP03-098 Enies Lobby: rest: with a CP Leader −2 cost', () => {
    const s = build({ p0: { leader: LUCCI, stage: 'OP03-098' }, p1: { leader: KID, chars: [FRANKY] } });
    s.choose('Activate Enies Lobby').choose('Franky');
    expect(cost(s.g, s.id(1, FRANKY))).toBe(2);
    const t = build({ p0: { leader: LUFFY, stage: 'OP03-098' }, p1: { leader: KID, chars: [FRANKY] } });
    t.choose('Activate Enies Lobby');
    expect(cost(t.g, t.id(1, FRANKY))).toBe(4);
  });
});

describe('OP-03 yellow', () => {
  it('OP03-077 Charlotte Linlin: [DON!! x2] ② trash 1: with 1 or less Life add the deck top to Life', () => {
    const s = build({
      p0: { leader: LINLIN, leaderDon: 2, hand: [KAROO], donActive: 2, life: [HEAT] },
      p1: { leader: KID, life: [KAROO] },
    });
    s.choose(/with Charlotte Linlin/)
      .choose('Yes')
      .choose('1');
    expect([s.life(0), s.trash(0)]).toEqual([2, [KAROO]]);
    const t = build({
      p0: { leader: LINLIN, leaderDon: 2, hand: [KAROO], donActive: 2, life: [HEAT, HEAT] },
      p1: { leader: KID, life: [KAROO] },
    });
    t.choose(/with Charlotte Linlin/).choose('Yes');
    expect([t.life(0), t.trash(0)]).toEqual([2, [KAROO]]); // paid, but 2 Life: nothing
    const u = build({
      p0: { leader: LINLIN, leaderDon: 1, hand: [KAROO], donActive: 2, life: [HEAT] },
      p1: { leader: KID, life: [KAROO] },
    });
    u.choose(/with Charlotte Linlin/);
    expect(u.trash(0)).toEqual([]); // [DON!! x2] unmet
  });

  it('OP03-102 Sanji: [DON!! x2] add a top or bottom Life card to hand: deck top to Life', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP03-102', don: 2 }], life: [HEAT, VITO] },
      p1: { leader: KID, life: [KAROO] },
    });
    s.choose(ATTACK_KID + 'Sanji')
      .choose('Yes')
      .choose('Bottom')
      .choose('1');
    expect([s.hand(0), s.life(0)]).toEqual([[VITO], 2]);
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP03-102', don: 1 }], life: [HEAT] },
      p1: { leader: KID, life: [KAROO] },
    });
    t.choose(ATTACK_KID + 'Sanji');
    expect(t.hand(0)).toEqual([]);
  });

  it('OP03-105 Charlotte Oven: [DON!! x1] trash a [Trigger] card: +3000', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP03-105', don: 1 }], hand: ['OP03-116', KAROO] },
      p1: { leader: KID, life: [KAROO] },
    });
    s.choose(ATTACK_KID + 'Charlotte Oven').choose('Yes');
    expect([s.trash(0), s.events('power').map((e) => e['amount'])]).toEqual([['OP03-116'], [3000]]);
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP03-105', don: 1 }], hand: [KAROO] },
      p1: { leader: KID, life: [KAROO] },
    });
    t.choose(ATTACK_KID + 'Charlotte Oven');
    expect(t.trash(0)).toEqual([]);
  });

  it('OP03-108 Charlotte Cracker: [DON!! x1] with less Life [Double Attack] +1000; [Trigger] trash 1: play', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP03-108', don: 1 }], life: [KAROO] },
      p1: { leader: KID, life: [KAROO, KAROO] },
    });
    expect(s.power(s.id(0, 'OP03-108'))).toBe(7000);
    s.choose(ATTACK_KID + 'Charlotte Cracker').passUntil((x) => x.g.battle === null);
    expect(s.life(1)).toBe(0);
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP03-108', don: 1 }], life: [KAROO, KAROO] },
      p1: { leader: KID, life: [KAROO, KAROO] },
    });
    expect(t.power(t.id(0, 'OP03-108'))).toBe(6000);
    const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP03-108'], hand: [KAROO] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Done')
      .choose('Activate [Trigger]')
      .choose('Yes');
    expect([u.chars(1), u.trash(1)]).toEqual([['OP03-108'], [KAROO]]);
  });

  it('OP03-110 Charlotte Smoothie: add a Life card to hand: +2000; [Trigger] trash 1: play', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['OP03-110'], life: [HEAT] }, p1: { leader: KID, life: [KAROO] } });
    s.choose(ATTACK_KID + 'Charlotte Smoothie').choose('Yes');
    expect([s.hand(0), s.events('power').map((e) => e['amount'])]).toEqual([[HEAT], [2000]]);
    const t = build({ p0: { leader: LUFFY, chars: ['OP03-110'] }, p1: { leader: KID, life: [KAROO] } });
    t.choose(ATTACK_KID + 'Charlotte Smoothie');
    expect(t.events('power')).toEqual([]); // no Life
    const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP03-110'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy').choose('Activate [Trigger]');
    expect(u.chars(1)).toEqual([]); // no card to trash
  });

  it('OP03-112 Charlotte Pudding: look at 4 for [Sanji] or a Big Mom Pirates card other than [Charlotte Pudding]', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-112'], donActive: 1, deck: ['OP03-112', 'OP03-102', BOBBIN, KAROO] },
      p1: { leader: KID },
    });
    s.choose('Play Charlotte Pudding');
    expect(s.options()).toEqual(['Sanji (OP03-102)', 'Bobbin the Disposer (OP03-103)']);
  });

  it('OP03-113 Charlotte Perospero: [On K.O.] look at 3 for a Big Mom Pirates card; [Trigger] trash 1: play', () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 1 },
      p1: { leader: KID, chars: [{ code: 'OP03-113', rested: true }], deck: [BOBBIN, KAROO, HEAT, VITO] },
    });
    s.choose('Attack Charlotte Perospero').choose('Bobbin').answer([0, 1]);
    expect(s.hand(1)).toEqual([BOBBIN]);
    const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP03-113'], hand: [KAROO] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Done')
      .choose('Activate [Trigger]')
      .choose('Yes');
    expect(u.chars(1)).toEqual(['OP03-113']);
  });

  it("OP03-114 Charlotte Linlin: with a Big Mom Pirates Leader, deck top to Life, then trash the opponent's top Life", () => {
    const s = build({
      p0: { leader: LINLIN, hand: ['OP03-114'], donActive: 10 },
      p1: { leader: KID, life: [KAROO, HEAT] },
    });
    s.choose('Play Charlotte Linlin').choose('1').choose('1');
    expect([s.life(0), s.life(1), s.trash(1)]).toEqual([1, 1, [KAROO]]);
    const t = build({ p0: { leader: LUFFY, hand: ['OP03-114'], donActive: 10 }, p1: { leader: KID, life: [KAROO] } });
    t.choose('Play Charlotte Linlin');
    expect([t.life(0), t.life(1)]).toEqual([0, 1]);
  });

  it('OP03-115 Streusen: trash a [Trigger] card: K.O. a cost 1 or less', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-115', 'OP03-116'], donActive: 1 },
      p1: { leader: KID, chars: [KAROO] },
    });
    s.choose('Play Streusen').choose('Yes').choose('Karoo');
    expect(s.chars(1)).toEqual([]);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP03-115', KAROO], donActive: 1 },
      p1: { leader: KID, chars: [KAROO] },
    });
    t.choose('Play Streusen');
    expect(t.chars(1)).toEqual([KAROO]);
  });

  it('OP03-116 Shirahoshi: draw 3, trash 2', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-116'], donActive: 5, deck: [KAROO, HEAT, VITO, FRANKY] },
      p1: { leader: KID },
    });
    s.choose('Play Shirahoshi').choose('Karoo', 'Heat');
    expect([s.hand(0), s.trash(0)]).toEqual([[VITO], [KAROO, HEAT]]);
  });

  it('OP03-117 Napoleon: rest: a [Charlotte Linlin] card +1000 until the start of your next turn', () => {
    const s = build({ p0: { leader: LINLIN, chars: ['OP03-117'] }, p1: { leader: KID } });
    s.choose('Activate Napoleon').choose('Charlotte Linlin');
    expect(s.power(s.leader(0))).toBe(6000);
    s.choose('End your turn');
    expect(s.power(s.leader(0))).toBe(6000); // lasts through the opponent's turn
    const t = build({ p0: { leader: LUFFY, chars: ['OP03-117'] }, p1: { leader: KID } });
    t.choose('Activate Napoleon');
    expect(t.power(t.leader(0))).toBe(5000);
  });

  it('OP03-118 Ikoku Sovereignty: +5000; [Trigger] trash 2: deck top to Life', () => {
    const s = build({ p0: { leader: LUFFY, chars: [HEAT] }, p1: { leader: KID, hand: ['OP03-118'], donActive: 2 } });
    s.choose(ATTACK_KID + 'Heat')
      .choose('Activate')
      .choose('Eustass');
    expect(s.events('power').map((e) => e['amount'])).toEqual([5000]);
    const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP03-118'], hand: [KAROO, HEAT] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Done')
      .choose('Activate [Trigger]')
      .choose('Yes')
      .choose('1');
    expect([u.life(1), u.trash(1)]).toEqual([1, [KAROO, HEAT, 'OP03-118']]);
  });

  it('OP03-119 Buzz Cut Mochi: with less Life K.O. a cost 4 or less; [Trigger] play a [Trigger] Character', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-119'], donActive: 2 },
      p1: { leader: KID, chars: [FRANKY], life: [KAROO] },
    });
    s.choose('Activate Buzz').choose('Franky');
    expect(s.chars(1)).toEqual([]);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP03-119'], donActive: 2, life: [KAROO] },
      p1: { leader: KID, chars: [FRANKY], life: [KAROO] },
    });
    t.choose('Activate Buzz');
    expect(t.chars(1)).toEqual([FRANKY]); // equal Life
    const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP03-119'], hand: ['OP03-116', 'OP03-029'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Done')
      .choose('Activate [Trigger]');
    expect(u.options()).toEqual(['Chew (OP03-029)']); // Shirahoshi costs 5
    u.choose('Chew');
    expect(u.chars(1)).toEqual(['OP03-029']);
  });

  it('OP03-120 Tropical Torment: if the opponent has 4 or more Life, trash their top Life; [Trigger] the same', () => {
    const four = [KAROO, HEAT, VITO, FRANKY];
    const s = build({ p0: { leader: LUFFY, hand: ['OP03-120'], donActive: 3 }, p1: { leader: KID, life: four } });
    s.choose('Activate Tropical').choose('1');
    expect([s.life(1), s.trash(1)]).toEqual([3, [KAROO]]);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP03-120'], donActive: 3 },
      p1: { leader: KID, life: four.slice(1) },
    });
    t.choose('Activate Tropical');
    expect(t.life(1)).toBe(3);
    const u = build({ p0: { leader: LUFFY, life: four }, p1: { leader: KID, life: ['OP03-120'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('1');
    expect(u.life(0)).toBe(3);
  });
});

describe('OP-03 Life (with the op02 Life blocks)', () => {
  const lifeTop = (s: Scenario, p: 0 | 1): string[] => s.codes(s.g.players[p].life.slice().reverse());

  it('OP03-099 Charlotte Katakuri: [DON!! x1] look at a top Life card, place it top or bottom; then +1000', () => {
    const s = build({
      p0: { leader: 'OP03-099', leaderDon: 1, life: [KAROO] },
      p1: { leader: KID, life: [HEAT, VITO] },
    });
    s.choose(/with Charlotte Katakuri/)
      .choose("Your opponent's Life cards")
      .choose('Bottom of the Life cards');
    // Heat went under Vito, so the attack's damage took Vito.
    expect([lifeTop(s, 1), s.hand(1)]).toEqual([[HEAT], [VITO]]);
    expect(s.events('power').map((e) => e['amount'])).toEqual([1000]);
    const t = build({ p0: { leader: 'OP03-099', life: [KAROO] }, p1: { leader: KID, life: [HEAT, VITO] } });
    t.choose(/with Charlotte Katakuri/);
    expect(t.events('power')).toEqual([]); // no DON!!
  });

  it('OP03-104 Shirley: [Blocker]; [On Play] look at a top Life card, place it top or bottom', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-104'], donActive: 3, life: [KAROO, HEAT] },
      p1: { leader: KID, life: [VITO] },
    });
    s.choose('Play Shirley').choose('Your Life cards').choose('Bottom of the Life cards');
    expect(lifeTop(s, 0)).toEqual([HEAT, KAROO]);
    const b = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['OP03-104'] } });
    b.choose('Attack Eustass').choose('Block with Shirley');
    expect(b.events('block').length).toBe(1);
  });

  it('OP03-100 Kingbaum: [Trigger] trash a top or bottom Life card: play this card', () => {
    const s = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP03-100', KAROO, HEAT] } });
    s.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('Yes')
      .choose('Bottom of the Life cards');
    expect([s.chars(1), s.trash(1), lifeTop(s, 1)]).toEqual([['OP03-100'], [HEAT], [KAROO]]);
    const t = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP03-100'] } });
    t.choose(ATTACK_KID + 'Monkey.D.Luffy').choose('Activate [Trigger]');
    expect(t.chars(1)).toEqual([]); // no Life left to trash
  });

  it('OP03-109 Charlotte Chiffon: trash a top or bottom Life card: deck top to Life', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-109'], donActive: 2, life: [KAROO, HEAT], deck: [VITO, FRANKY] },
      p1: { leader: KID },
    });
    s.choose('Play Charlotte Chiffon').choose('Yes').choose('Top of the Life cards').choose('1');
    expect([s.trash(0), lifeTop(s, 0)]).toEqual([[KAROO], [VITO, HEAT]]);
    const t = build({ p0: { leader: LUFFY, hand: ['OP03-109'], donActive: 2 }, p1: { leader: KID } });
    t.choose('Play Charlotte Chiffon');
    expect(t.life(0)).toBe(0); // no Life to trash: nothing
  });

  it('OP03-121 Thunder Bolt: trash your top Life card: K.O. a cost 5 or less; [Trigger] the same K.O.', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-121'], donActive: 2, life: [KAROO] },
      p1: { leader: KID, chars: ['ST02-009'] },
    });
    s.choose('Activate Thunder Bolt').choose('Yes').choose('Trafalgar');
    expect([s.chars(1), s.trash(0)]).toEqual([[], ['OP03-121', KAROO]]);
    const u = build({ p0: { leader: LUFFY, chars: ['ST02-009'] }, p1: { leader: KID, life: ['OP03-121'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('Trafalgar');
    expect(u.chars(0)).toEqual([]);
  });

  it("OP03-123 Charlotte Katakuri: a cost 8 or less Character to the top or bottom of its owner's Life face-up", () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-123'], donActive: 8 },
      p1: { leader: KID, chars: ['ST02-013'], life: [KAROO] },
    });
    s.choose('Play Charlotte Katakuri').choose('Eustass').choose('Bottom of the Life cards');
    expect([s.chars(1), lifeTop(s, 1)]).toEqual([[], [KAROO, 'ST02-013']]);
    expect(s.g.faceUp[s.id(1, 'ST02-013')]).toBe(1);
  });
});
