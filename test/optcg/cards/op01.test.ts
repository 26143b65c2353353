/** OP-01 cards (issue 8): each ability working, and its conditions ([DON!! xN], [Once Per Turn], costs) refusing. */
import { describe, expect, it } from 'vitest';
import { Scenario } from '../../../src/optcg/scenario.ts';

const build = Scenario.build;
const LUFFY = 'ST01-001',
  KID = 'ST02-001',
  ZORO = 'OP01-001';
const KAROO = 'ST01-003', // cost 1, 3000
  HEAT = 'ST02-011', // cost 2, 4000
  VITO = 'ST02-002', // cost 3, 5000
  FRANKY = 'ST01-010', // cost 4, 6000
  KOBY = 'ST02-006'; // cost 4, 6000

describe('OP-01: keywords', () => {
  it('OP01-025 Roronoa Zoro: [Rush] attacks the turn it is played', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP01-025'], donActive: 3 }, p1: { leader: KID, life: [KAROO] } });
    s.choose('Play Roronoa Zoro');
    expect(s.has('Attack Eustass"Captain"Kid (ST02-001) with Roronoa Zoro')).toBe(true);
  });

  it('OP01-100 Kurozumi Higurashi: [Blocker]', () => {
    const s = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['OP01-100'], life: [KAROO] } });
    s.choose('Attack Eustass').choose('Block with Kurozumi Higurashi');
    expect(s.trash(1)).toEqual(['OP01-100']); // 5000 beats 3000
    expect(s.life(1)).toBe(1);
  });

  it("OP01-019 Bartolomeo: [Blocker]; [DON!! x2] [Opponent's Turn] +3000", () => {
    const s = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: [{ code: 'OP01-019', don: 2 }] } });
    // On p0's turn its DON!! give no power (001 §6-5-5-2), but the ability does: 2000 + 3000.
    expect(s.power(s.id(1, 'OP01-019'))).toBe(5000);
    s.choose('Attack Eustass').choose('Block with Bartolomeo');
    expect(s.chars(1)).toEqual([]); // 5000 vs 5000: the attacker wins ties (001 §7-1-4-1)
    const own = build({ p0: { leader: KID, chars: [{ code: 'OP01-019', don: 2 }] }, p1: { leader: LUFFY } });
    expect(own.power(own.id(0, 'OP01-019'))).toBe(4000); // its owner's turn: no +3000
    const one = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: [{ code: 'OP01-019', don: 1 }] } });
    expect(one.power(one.id(1, 'OP01-019'))).toBe(2000); // [DON!! x2] unmet
  });
});

describe('OP-01: [Trigger] Play this card', () => {
  for (const [n, name] of [
    ['OP01-009', 'Carrot'],
    ['OP01-037', 'Kawamatsu'],
    ['OP01-082', 'Monet'],
    ['OP01-104', 'Speed'],
  ] as const) {
    it(`${n} ${name}: played from Life by its [Trigger]; declined, it goes to the hand`, () => {
      const s = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: [n] } });
      s.choose('Attack Eustass').choose('Activate [Trigger]');
      expect(s.chars(1)).toEqual([n]);
      const t = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: [n] } });
      t.choose('Attack Eustass').choose(/^(?!Activate)/);
      expect(t.hand(1)).toEqual([n]);
      expect(t.chars(1)).toEqual([]);
    });
  }
});

describe('OP-01: [On Play]', () => {
  it("OP01-006 Otama: give up to 1 of your opponent's Characters −2000 this turn", () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP01-006'], donActive: 1 }, p1: { leader: KID, chars: [HEAT] } });
    s.choose('Play Otama').choose('Heat');
    expect(s.power(s.id(1, HEAT))).toBe(2000);
  });

  it("OP01-033 Izo and OP01-048 Nekomamushi: rest up to 1 opponent's Character with a cost of 4 / 3 or less", () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP01-033'], donActive: 3 },
      p1: { leader: KID, chars: [FRANKY, 'ST02-009'] },
    });
    s.choose('Play Izo');
    expect(s.options()).toEqual(['Franky (ST01-010)']); // Law costs 5
    s.choose('Franky');
    expect(s.g.rested[s.id(1, FRANKY)]).toBe(1);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP01-048'], donActive: 2 },
      p1: { leader: KID, chars: [VITO, FRANKY] },
    });
    t.choose('Play Nekomamushi');
    expect(t.options()).toEqual(['Vito (ST02-002)']);
    t.choose('Vito');
    expect(t.g.rested[t.id(1, VITO)]).toBe(1);
  });

  it("OP01-054 X.Drake: K.O. up to 1 opponent's rested Character with a cost of 4 or less", () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP01-054'], donActive: 5 },
      p1: { leader: KID, chars: [{ code: FRANKY, rested: true }, KOBY, { code: 'ST02-009', rested: true }] },
    });
    s.choose('Play X.Drake');
    expect(s.options()).toEqual(['Franky (ST01-010)']); // Koby is active, Law costs 5
    s.choose('Franky');
    expect(s.chars(1)).toEqual([KOBY, 'ST02-009']);
  });

  it('OP01-070 Dracule Mihawk: up to 1 Character with a cost of 7 or less (either side) to the bottom of its deck', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP01-070'], chars: [KAROO], donActive: 9 },
      p1: { leader: KID, chars: ['ST02-013', FRANKY] },
    });
    s.choose('Play Dracule Mihawk');
    expect(s.options()).toEqual(['Karoo (ST01-003)', 'Eustass"Captain"Kid (ST02-013)', 'Franky (ST01-010)']);
    s.choose('Eustass');
    expect(s.chars(1)).toEqual([FRANKY]);
    expect(s.g.code[s.g.players[1].deck[0]!]).toBe('ST02-013'); // deck[0] is the bottom
  });

  it('OP01-071 Jinbe: up to 1 Character with a cost of 3 or less to the bottom; [Trigger] play this card', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP01-071'], donActive: 4 },
      p1: { leader: KID, chars: [VITO, FRANKY] },
    });
    s.choose('Play Jinbe');
    expect(s.options()).toEqual(['Vito (ST02-002)']);
    s.choose('Vito');
    expect(s.chars(1)).toEqual([FRANKY]);
    const t = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP01-071'] } });
    t.choose('Attack Eustass').choose('Activate [Trigger]');
    expect(t.chars(1)).toEqual(['OP01-071']);
  });

  it('OP01-106 Basil Hawkins: add up to 1 DON!! rested; [Trigger] play this card', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP01-106'], donActive: 4 }, p1: { leader: KID } });
    s.choose('Play Basil Hawkins').choose('1');
    expect([s.g.players[0].donRested, s.g.players[0].donActive, s.g.players[0].donDeck]).toEqual([5, 0, 5]);
    const t = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP01-106'] } });
    t.choose('Attack Eustass').choose('Activate [Trigger]').choose('1');
    expect(t.chars(1)).toEqual(['OP01-106']);
    expect(t.g.players[1].donRested).toBe(1); // its [On Play] too (001 §10-2-6: played by an effect)
  });
});

describe('OP-01: [When Attacking] and [On Block]', () => {
  it("OP01-017 Nico Robin: [DON!! x1] K.O. up to 1 opponent's Character with 3000 power or less", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-017', don: 1 }] },
      p1: { leader: KID, chars: [KAROO, HEAT], life: [KAROO] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Nico Robin');
    expect(s.options()).toEqual(['Karoo (ST01-003)']); // Heat has 4000
    s.choose('Karoo');
    expect(s.chars(1)).toEqual([HEAT]);
    const t = build({ p0: { leader: LUFFY, chars: ['OP01-017'] }, p1: { leader: KID, chars: [KAROO], life: [KAROO] } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Nico Robin');
    expect(t.chars(1)).toEqual([KAROO]); // no DON!!: no ability
  });

  it("OP01-022 Brook: [DON!! x1] give up to 2 of your opponent's Characters −2000 this turn", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-022', don: 1 }] },
      p1: { leader: KID, chars: [HEAT, VITO], life: [KAROO] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Brook').choose('Heat', 'Vito');
    expect([s.power(s.id(1, HEAT)), s.power(s.id(1, VITO))]).toEqual([2000, 3000]);
  });

  it('OP01-034 Inuarashi: [DON!! x2] set up to 1 of your DON!! active', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-034', don: 2 }], donRested: 2 },
      p1: { leader: KID, life: [KAROO] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Inuarashi').choose('1');
    expect([s.g.players[0].donActive, s.g.players[0].donRested]).toEqual([1, 1]);
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-034', don: 1 }], donRested: 2 },
      p1: { leader: KID, life: [KAROO] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Inuarashi');
    expect([t.g.players[0].donActive, t.g.players[0].donRested]).toEqual([0, 2]); // [DON!! x2] unmet
  });

  it("OP01-035 Okiku: [DON!! x1] [Once Per Turn] rest up to 1 opponent's Character with a cost of 5 or less", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-035', don: 1 }] },
      p1: { leader: KID, chars: [FRANKY, 'ST02-013'], life: [KAROO] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Okiku');
    expect(s.options()).toEqual(['Franky (ST01-010)']); // Kid costs 7
    s.choose('Franky');
    expect(s.g.rested[s.id(1, FRANKY)]).toBe(1);
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-035', don: 1, onceUsed: true }] },
      p1: { leader: KID, chars: [FRANKY], life: [KAROO] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Okiku');
    expect(t.g.rested[t.id(1, FRANKY)]).toBe(0); // used this turn already
  });

  it('OP01-039 Killer: [Blocker]; [DON!! x1] [On Block] draw 1 card if you have 3 or more Characters', () => {
    const three = [{ code: 'OP01-039', don: 1 }, KAROO, KAROO];
    const s = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: three, deck: [HEAT, HEAT] } });
    s.choose('Attack Eustass').choose('Block with Killer');
    expect(s.hand(1)).toEqual([HEAT]);
    const two = build({
      p0: { leader: LUFFY },
      p1: { leader: KID, chars: [{ code: 'OP01-039', don: 1 }, KAROO], deck: [HEAT] },
    });
    two.choose('Attack Eustass').choose('Block with Killer');
    expect(two.hand(1)).toEqual([]); // 2 Characters
    const noDon = build({
      p0: { leader: LUFFY },
      p1: { leader: KID, chars: ['OP01-039', KAROO, KAROO], deck: [HEAT] },
    });
    noDon.choose('Attack Eustass').choose('Block with Killer');
    expect(noDon.hand(1)).toEqual([]); // [DON!! x1] unmet
  });
});

describe('OP-01: [On K.O.]', () => {
  it("OP01-007 Caribou: K.O. up to 1 opponent's Character with 4000 power or less", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [KAROO, FRANKY] },
      p1: { leader: KID, leaderDon: 0, chars: [{ code: 'OP01-007', rested: true }] },
    });
    s.choose('Attack Caribou (OP01-007) with Franky');
    expect(s.trash(1)).toEqual(['OP01-007']);
    expect(s.options()).toEqual(['Karoo (ST01-003)']); // p1 chooses; Franky has 6000
    s.choose('Karoo');
    expect(s.chars(0)).toEqual([FRANKY]);
  });

  it('OP01-080 Miss Doublefinger(Zala): draw 1 card', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, chars: [{ code: 'OP01-080', rested: true }], deck: [HEAT] },
    });
    s.choose('Attack Miss Doublefinger(Zala) (OP01-080) with Franky');
    expect(s.hand(1)).toEqual([HEAT]);
  });

  it('OP01-113 Holedem: add up to 1 DON!! rested', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, chars: [{ code: 'OP01-113', rested: true }] },
    });
    s.choose('Attack Holedem (OP01-113) with Franky').choose('1');
    expect([s.g.players[1].donRested, s.g.players[1].donDeck]).toEqual([1, 9]);
  });
});

describe('OP-01: [Activate: Main], permanent effects, Leader', () => {
  it('OP01-020 Hyogoro: you may rest this Character: up to 1 Leader or Character +2000 this turn', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['OP01-020'] }, p1: { leader: KID } });
    s.choose('Activate Hyogoro').choose('Monkey');
    expect(s.power(s.leader(0))).toBe(7000);
    expect(s.g.rested[s.id(0, 'OP01-020')]).toBe(1);
    expect(s.has('Activate Hyogoro')).toBe(false); // rested: the cost cannot be paid (001 §8-3-1-3)
  });

  it('OP01-001 Roronoa Zoro (Leader): [DON!! x1] [Your Turn] all your Characters +1000', () => {
    const s = build({ p0: { leader: ZORO, leaderDon: 1, chars: [KAROO, HEAT] }, p1: { leader: KID, chars: [VITO] } });
    expect([s.power(s.id(0, KAROO)), s.power(s.id(0, HEAT)), s.power(s.leader(0))]).toEqual([4000, 5000, 6000]);
    expect(s.power(s.id(1, VITO))).toBe(5000); // not the opponent's
    const noDon = build({ p0: { leader: ZORO, chars: [KAROO] }, p1: { leader: KID } });
    expect(noDon.power(noDon.id(0, KAROO))).toBe(3000);
    const theirs = build({ p0: { leader: KID }, p1: { leader: ZORO, leaderDon: 1, chars: [KAROO] } });
    expect(theirs.power(theirs.id(1, KAROO))).toBe(3000); // not on the opponent's turn
  });
});

describe('OP-01: Events', () => {
  it("OP01-027 Round Table: [Main] give up to 1 opponent's Character −10000 this turn", () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP01-027'], donActive: 4 }, p1: { leader: KID, chars: [KOBY] } });
    s.choose('Activate Round Table').choose('Koby');
    expect(s.power(s.id(1, KOBY))).toBe(-4000); // 6000 − 10000: the engine keeps the sum
    expect(s.trash(0)).toEqual(['OP01-027']);
  });

  it("OP01-028 Green Star Rafflesia: [Counter] −2000 to an opponent's Leader or Character; [Trigger] the same", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, hand: ['OP01-028'], donActive: 1, life: [KAROO] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate Green Star Rafflesia');
    s.choose('Franky');
    const r = s.takeEvents().find((e) => e.type === 'battle-result')!;
    expect([r['attackerPower'], r['targetPower'], r['attackerWins']]).toEqual([4000, 5000, false]);
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: ['OP01-028'] } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate [Trigger]').choose('Franky');
    expect(t.power(t.id(0, FRANKY))).toBe(4000);
  });

  it("OP01-056 Demon Face: [Main] K.O. up to 2 opponent's rested Characters with a cost of 5 or less", () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP01-056'], donActive: 6 },
      p1: {
        leader: KID,
        chars: [
          { code: VITO, rested: true },
          { code: FRANKY, rested: true },
          KAROO,
          { code: 'ST02-013', rested: true },
        ],
      },
    });
    s.choose('Activate Demon Face');
    expect(s.options()).toEqual(['Vito (ST02-002)', 'Franky (ST01-010)']); // Karoo active, Kid costs 7
    s.choose('Vito', 'Franky');
    expect(s.chars(1)).toEqual([KAROO, 'ST02-013']);
  });

  it("OP01-117 Sheep's Horn: [Main] DON!! −1: rest up to 1 opponent's Character with a cost of 6 or less", () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP01-117'], donActive: 3 },
      p1: { leader: KID, chars: [FRANKY, 'ST02-013'] },
    });
    s.choose("Activate Sheep's Horn").choose('Yes').choose('active DON!!');
    expect(s.options()).toEqual(['Franky (ST01-010)']); // Kid costs 7
    s.choose('Franky');
    expect(s.g.rested[s.id(1, FRANKY)]).toBe(1);
    expect(s.g.players[0].donDeck).toBe(8); // one DON!! returned
    // 001 §8-3-1-4: "You may return": declined, the Event is played and nothing else happens.
    const t = build({ p0: { leader: LUFFY, hand: ['OP01-117'], donActive: 3 }, p1: { leader: KID, chars: [FRANKY] } });
    t.choose("Activate Sheep's Horn").choose('No');
    expect(t.trash(0)).toEqual(['OP01-117']);
    expect(t.g.rested[t.id(1, FRANKY)]).toBe(0);
    expect(t.g.players[0].donDeck).toBe(7);
  });
});

const ODEN = 'OP01-031',
  CROCODILE = 'OP01-062', // {The Seven Warlords of the Sea} {Baroque Works}
  KOMACHIYO = 'OP01-010', // {Land of Wano}, cost 1, vanilla
  ROBIN = 'ST01-008'; // {Straw Hat Crew}, vanilla

describe('OP-01: costs you may pay', () => {
  it('OP01-093 Ulti: [On Play] ①: add up to 1 DON!! rested; declined, nothing', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP01-093'], donActive: 3 }, p1: { leader: KID } });
    s.choose('Play Ulti').choose('Yes').choose('1');
    expect([s.g.players[0].donActive, s.g.players[0].donRested, s.g.players[0].donDeck]).toEqual([0, 4, 6]);
    const t = build({ p0: { leader: LUFFY, hand: ['OP01-093'], donActive: 3 }, p1: { leader: KID } });
    t.choose('Play Ulti').choose('No');
    expect([t.g.players[0].donActive, t.g.players[0].donDeck]).toEqual([1, 7]);
    const u = build({ p0: { leader: LUFFY, hand: ['OP01-093'], donActive: 2 }, p1: { leader: KID } });
    u.choose('Play Ulti'); // ① cannot be paid: nothing is asked (001 §8-3-1-3)
    expect(u.decision!.kind).toBe('action');
  });

  it("OP01-064 Alvida: [DON!! x1] [When Attacking] trash 1: return an opponent's cost ≤3 Character", () => {
    const s = build({
      p0: { leader: LUFFY, hand: [KAROO], chars: [{ code: 'OP01-064', don: 1 }] },
      p1: { leader: KID, chars: [VITO, FRANKY], life: [KAROO] },
    });
    s.choose('with Alvida').choose('Yes'); // the only card in hand is trashed
    expect(s.options()).toEqual(['Vito (ST02-002)']);
    s.choose('Vito');
    expect(s.hand(1)).toEqual([VITO]);
    expect(s.trash(0)).toEqual([KAROO]);
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-064', don: 1 }] },
      p1: { leader: KID, chars: [VITO], life: [KAROO] },
    });
    t.choose('with Alvida'); // an empty hand cannot pay
    expect(t.chars(1)).toEqual([VITO]);
  });

  it('OP01-101 Sasaki: [DON!! x1] [When Attacking] trash 1: add up to 1 DON!! rested', () => {
    const s = build({
      p0: { leader: LUFFY, hand: [KAROO], chars: [{ code: 'OP01-101', don: 1 }] },
      p1: { leader: KID, life: [KAROO] },
    });
    s.choose('with Sasaki').choose('Yes').choose('1');
    expect([s.g.players[0].donRested, s.trash(0)]).toEqual([1, [KAROO]]);
    const t = build({
      p0: { leader: LUFFY, hand: [KAROO], chars: ['OP01-101'] },
      p1: { leader: KID, life: [KAROO] },
    });
    t.choose('with Sasaki'); // [DON!! x1] unmet
    expect(t.hand(0)).toEqual([KAROO]);
  });

  it("OP01-108 Hitokiri Kamazo: [On K.O.] DON!! −1: K.O. an opponent's cost ≤5 Character", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY, 'ST02-013'] },
      p1: { leader: KID, chars: [{ code: 'OP01-108', rested: true }], donActive: 1 },
    });
    s.choose('Attack Hitokiri Kamazo (OP01-108) with Franky').choose('Yes');
    expect(s.options()).toEqual(['Franky (ST01-010)']); // Kid costs 7
    s.choose('Franky');
    expect(s.chars(0)).toEqual(['ST02-013']);
    expect(s.g.players[1].donDeck).toBe(10);
    const t = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, chars: [{ code: 'OP01-108', rested: true }] },
    });
    t.choose('Attack Hitokiri Kamazo (OP01-108) with Franky'); // no DON!! on p1's field: cannot pay
    expect(t.chars(0)).toEqual([FRANKY]);
  });

  it('OP01-111 Black Maria: [Blocker]; [On Block] DON!! −1: +1000 this turn', () => {
    const s = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['OP01-111'], donActive: 1 } });
    s.choose('Attack Eustass').choose('Block with Black Maria').choose('Yes');
    expect(s.power(s.id(1, 'OP01-111'))).toBe(6000);
    expect(s.chars(1)).toEqual(['OP01-111']); // 5000 vs 6000: it survives
    expect(s.g.players[1].donDeck).toBe(10);
    const t = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['OP01-111'] } });
    t.choose('Attack Eustass').choose('Block with Black Maria'); // no DON!! to return: not asked
    expect(t.chars(1)).toEqual([]); // 5000 vs 5000: the attacker wins
  });

  it('OP01-097 Queen: [On Play] DON!! −1: [Rush] this turn, then −2000 to an opponent Character', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP01-097'], donActive: 7 }, p1: { leader: KID, chars: [HEAT] } });
    s.choose('Play Queen').choose('Yes').choose('active DON!!').choose('Heat');
    expect(s.power(s.id(1, HEAT))).toBe(2000);
    expect(s.has('Attack Eustass"Captain"Kid (ST02-001) with Queen')).toBe(true);
    const t = build({ p0: { leader: LUFFY, hand: ['OP01-097'], donActive: 7 }, p1: { leader: KID, chars: [HEAT] } });
    t.choose('Play Queen').choose('No');
    expect(t.has('with Queen')).toBe(false);
  });

  it('OP01-041 Kouzuki Momonosuke: [Activate: Main] ① rest this: look at 5, add up to 1 {Land of Wano}', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP01-041'], donActive: 1, deck: [KAROO, KOMACHIYO, HEAT, VITO, FRANKY, KOBY] },
      p1: { leader: KID },
    });
    s.choose('Activate Kouzuki Momonosuke');
    expect(s.options()).toEqual(['Komachiyo (OP01-010)']);
    s.choose('Komachiyo').answer([0, 1, 2, 3]);
    expect(s.hand(0)).toEqual([KOMACHIYO]);
    expect(s.has('Activate Kouzuki Momonosuke')).toBe(false); // rested, no DON!!
  });

  it('OP01-042 Komurasaki: [On Play] ③: with [Kouzuki Oden] Leader set a {Land of Wano} cost ≤3 active', () => {
    const s = build({
      p0: { leader: ODEN, hand: ['OP01-042'], chars: [{ code: KOMACHIYO, rested: true }], donActive: 4 },
      p1: { leader: KID },
    });
    s.choose('Play Komurasaki').choose('Yes').choose('Komachiyo');
    expect(s.g.rested[s.id(0, KOMACHIYO)]).toBe(0);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP01-042'], chars: [{ code: KOMACHIYO, rested: true }], donActive: 4 },
      p1: { leader: KID },
    });
    t.choose('Play Komurasaki').choose('Yes'); // paid, but the Leader is not [Kouzuki Oden]
    expect(t.g.rested[t.id(0, KOMACHIYO)]).toBe(1);
    expect(t.g.players[0].donActive).toBe(0);
  });
});

describe('OP-01: conditions', () => {
  it('OP01-032 Ashura Doji: [DON!! x1] +2000 while the opponent has 2 or more rested Characters', () => {
    const rested = [
      { code: KAROO, rested: true },
      { code: KAROO, rested: true },
    ];
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-032', don: 1 }] },
      p1: { leader: KID, chars: rested },
    });
    expect(s.power(s.id(0, 'OP01-032'))).toBe(7000);
    const one = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-032', don: 1 }] },
      p1: { leader: KID, chars: [{ code: KAROO, rested: true }, KAROO] },
    });
    expect(one.power(one.id(0, 'OP01-032'))).toBe(5000);
    const noDon = build({ p0: { leader: LUFFY, chars: ['OP01-032'] }, p1: { leader: KID, chars: rested } });
    expect(noDon.power(noDon.id(0, 'OP01-032'))).toBe(4000);
  });

  it("OP01-109 Who's.Who: [DON!! x1] [Your Turn] +1000 with 8 or more DON!! on your field", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-109', don: 1 }], donActive: 7 },
      p1: { leader: KID },
    });
    expect(s.power(s.id(0, 'OP01-109'))).toBe(5000);
    const seven = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-109', don: 1 }], donActive: 6 },
      p1: { leader: KID },
    });
    expect(seven.power(seven.id(0, 'OP01-109'))).toBe(4000);
  });

  it('OP01-095 Kyoshirou: [On Play] draw 1 card with 8 or more DON!! on your field', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP01-095'], donActive: 8, deck: [HEAT] }, p1: { leader: KID } });
    s.choose('Play Kyoshirou');
    expect(s.hand(0)).toEqual([HEAT]);
    const t = build({ p0: { leader: LUFFY, hand: ['OP01-095'], donActive: 7, deck: [HEAT] }, p1: { leader: KID } });
    t.choose('Play Kyoshirou');
    expect(t.hand(0)).toEqual([]);
  });

  it('OP01-052 Raizo: [When Attacking] [Once Per Turn] draw 1 with 2 or more rested Characters', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP01-052', { code: KAROO, rested: true }], deck: [HEAT] },
      p1: { leader: KID, life: [KAROO] },
    });
    s.choose('with Raizo');
    expect(s.hand(0)).toEqual([HEAT]); // Raizo itself is rested by attacking: 2
    const t = build({
      p0: { leader: LUFFY, chars: ['OP01-052', KAROO], deck: [HEAT] },
      p1: { leader: KID, life: [KAROO] },
    });
    t.choose('with Raizo');
    expect(t.hand(0)).toEqual([]);
  });

  it('OP01-046 Denjiro: [DON!! x1] [When Attacking] with [Kouzuki Oden] Leader set up to 2 DON!! active', () => {
    const s = build({
      p0: { leader: ODEN, chars: [{ code: 'OP01-046', don: 1 }], donRested: 3 },
      p1: { leader: KID, life: [KAROO] },
    });
    s.choose('with Denjiro').choose('2');
    expect(s.g.players[0].donActive).toBe(2);
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-046', don: 1 }], donRested: 3 },
      p1: { leader: KID, life: [KAROO] },
    });
    t.choose('with Denjiro');
    expect(t.g.players[0].donActive).toBe(0);
  });

  it('OP01-078 Boa Hancock: [Blocker]; [DON!! x1] [When Attacking]/[On Block] draw 1 with 5 or less in hand', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-078', don: 1 }], hand: new Array(5).fill(KAROO), deck: [HEAT] },
      p1: { leader: KID, life: [KAROO] },
    });
    s.choose('with Boa Hancock');
    expect(s.hand(0)).toHaveLength(6);
    const six = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-078', don: 1 }], hand: new Array(6).fill(KAROO), deck: [HEAT] },
      p1: { leader: KID, life: [KAROO] },
    });
    six.choose('with Boa Hancock');
    expect(six.hand(0)).toHaveLength(6);
    const b = build({
      p0: { leader: LUFFY },
      p1: { leader: KID, chars: [{ code: 'OP01-078', don: 1 }], deck: [HEAT] },
    });
    b.choose('Attack Eustass').choose('Block with Boa Hancock');
    expect(b.hand(1)).toEqual([HEAT]);
  });

  it('OP01-079 Ms. All Sunday: [Blocker]; [On K.O.] with a {Baroque Works} Leader add up to 1 Event from trash', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: CROCODILE, chars: [{ code: 'OP01-079', rested: true }], trash: ['OP01-090', KAROO] },
    });
    s.choose('Attack Ms. All Sunday (OP01-079) with Franky');
    expect(s.options()).toEqual(['Baroque Works (OP01-090)']);
    s.choose('Baroque Works');
    expect(s.hand(1)).toEqual(['OP01-090']);
    const t = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, chars: [{ code: 'OP01-079', rested: true }], trash: ['OP01-090'] },
    });
    t.choose('Attack Ms. All Sunday (OP01-079) with Franky');
    expect(t.hand(1)).toEqual([]);
  });

  it('OP01-089 Crescent Cutlass: [Counter] with a {The Seven Warlords of the Sea} Leader return a cost ≤5 Character', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: CROCODILE, hand: ['OP01-089'], donActive: 3, life: [KAROO] },
    });
    s.choose('Attack Crocodile (OP01-062) with Franky').choose('Activate Crescent Cutlass').choose('Franky');
    expect(s.hand(0)).toEqual([FRANKY]);
    expect(s.life(1)).toBe(1); // the attacker left: no damage
    const t = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, hand: ['OP01-089'], donActive: 3, life: [KAROO] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate Crescent Cutlass');
    expect(t.chars(0)).toEqual([FRANKY]);
  });

  it('OP01-119 Thunder Bagua: [Counter] +4000, then with 2 or less Life add a rested DON!!; [Trigger] an active DON!!', () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 2 },
      p1: { leader: KID, hand: ['OP01-119'], donActive: 2, life: [KAROO] },
    });
    s.choose('Attack Eustass').choose('Activate Thunder Bagua').choose('Eustass').choose('1');
    expect(s.life(1)).toBe(1); // 7000 vs 9000
    expect(s.g.players[1].donRested).toBe(3);
    const t = build({
      p0: { leader: LUFFY, leaderDon: 2 },
      p1: { leader: KID, hand: ['OP01-119'], donActive: 2, life: [KAROO, KAROO, KAROO] },
    });
    t.choose('Attack Eustass').choose('Activate Thunder Bagua').choose('Eustass');
    expect(t.g.players[1].donRested).toBe(2); // 3 Life: no DON!!
    const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP01-119'] } });
    u.choose('Attack Eustass').choose('Activate [Trigger]').choose('1');
    expect(u.g.players[1].donActive).toBe(1);
  });
});

describe('OP-01: plays and searches', () => {
  it('OP01-014 Jinbe: [Blocker]; [DON!! x1] [On Block] play up to 1 red Character cost ≤2 from hand', () => {
    const s = build({
      p0: { leader: LUFFY },
      p1: { leader: KID, chars: [{ code: 'OP01-014', don: 1 }], hand: [KAROO, HEAT, VITO] },
    });
    s.choose('Attack Eustass').choose('Block with Jinbe');
    expect(s.options()).toEqual(['Karoo (ST01-003)']); // Heat is green, Vito costs 3
    s.choose('Karoo');
    expect(s.chars(1)).toEqual(['OP01-014', KAROO]);
  });

  it('OP01-074 Bartholomew Kuma: [Blocker]; [On K.O.] play up to 1 [Pacifista] cost ≤4 from hand', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, chars: [{ code: 'OP01-074', rested: true }], hand: ['OP01-075', KAROO] },
    });
    s.choose('Attack Bartholomew Kuma (OP01-074) with Franky').choose('Done');
    expect(s.options()).toEqual(['Pacifista (OP01-075)']);
    s.choose('Pacifista');
    expect(s.chars(1)).toEqual(['OP01-075']);
  });

  it('OP01-075 Pacifista: [Blocker]; any number in a deck (001 §1-3-1 over §5-1-2-3)', async () => {
    const { checkDeck } = await import('../../../src/optcg/rules/deck-check.ts');
    const cards = [...new Array<string>(46).fill('OP01-075'), ...new Array<string>(4).fill('OP01-080')];
    expect(checkDeck({ leader: CROCODILE, cards }).filter((p) => p.rule === '001 §5-1-2-3')).toEqual([]);
    const five = [...new Array<string>(45).fill('OP01-075'), ...new Array<string>(5).fill('OP01-080')];
    expect(checkDeck({ leader: CROCODILE, cards: five }).filter((p) => p.rule === '001 §5-1-2-3')).toHaveLength(1);
    const s = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['OP01-075'], life: [KAROO] } });
    s.choose('Attack Eustass').choose('Block with Pacifista');
    expect(s.life(1)).toBe(1);
  });

  it('OP01-016 Nami: [On Play] look at 5, add up to 1 {Straw Hat Crew} other than [Nami]', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP01-016'], donActive: 1, deck: ['OP01-016', ROBIN, HEAT, VITO, KAROO, KOBY] },
      p1: { leader: KID },
    });
    s.choose('Play Nami');
    expect(s.options()).toEqual(['Nico Robin (ST01-008)']);
    s.choose('Nico Robin').answer([0, 1, 2, 3]);
    expect(s.hand(0)).toEqual([ROBIN]);
    expect(s.g.players[0].deck.map((c) => s.g.code[c])).toHaveLength(5);
  });

  it('OP01-030 In Two Years!!: [Main] look at 5, add up to 1 {Straw Hat Crew} Character; [Trigger] the same', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP01-030'], donActive: 1, deck: ['ST01-014', ROBIN, HEAT, VITO, KAROO] },
      p1: { leader: KID },
    });
    s.choose('Activate In Two Years');
    expect(s.options()).toEqual(['Nico Robin (ST01-008)']); // Guard Point is an Event
    s.choose('Nico Robin').answer([0, 1, 2, 3]);
    expect(s.hand(0)).toEqual([ROBIN]);
    const t = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP01-030'], deck: [ROBIN, HEAT] } });
    t.choose('Attack Eustass').choose('Activate [Trigger]').choose('Nico Robin');
    expect(t.hand(1)).toEqual([ROBIN]);
  });

  it('OP01-084 Mr.2.Bon.Kurei(Bentham): [DON!! x1] [When Attacking] look at 5, add up to 1 {Baroque Works} Event', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-084', don: 1 }], deck: ['OP01-080', 'OP01-090', HEAT] },
      p1: { leader: KID, life: [KAROO] },
    });
    s.choose('with Mr.2');
    expect(s.options()).toEqual(['Baroque Works (OP01-090)']); // Miss Doublefinger is a Character
    s.choose('Baroque Works').answer([0, 1]);
    expect(s.hand(0)).toEqual(['OP01-090']);
  });

  it('OP01-090 Baroque Works: [Main] look at 5, add up to 1 {Baroque Works} other than [Baroque Works]', () => {
    const s = build({
      p0: { leader: CROCODILE, hand: ['OP01-090'], donActive: 1, deck: ['OP01-090', 'OP01-080', HEAT] },
      p1: { leader: KID },
    });
    s.choose('Activate Baroque Works');
    expect(s.options()).toEqual(['Miss Doublefinger(Zala) (OP01-080)']);
    s.choose('Miss').answer([0, 1]);
    expect(s.hand(0)).toEqual(['OP01-080']);
  });

  it('OP01-073 Donquixote Doflamingo: [Blocker]; [On Play] look at 5, top or bottom in any order', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP01-073'], donActive: 3, deck: [KAROO, HEAT, VITO, FRANKY, KOBY, ROBIN] },
      p1: { leader: KID },
    });
    s.choose('Play Donquixote Doflamingo');
    expect(s.decision!.prompt).toMatch(/bottom/i);
    expect(s.decision!.player).toBe(0);
  });
});

describe('OP-01: Counter Events', () => {
  const attacked = (event: string, don: number, life = [KAROO]) =>
    build({
      p0: { leader: LUFFY, leaderDon: 2, chars: [HEAT] },
      p1: { leader: KID, hand: [event], donActive: don, life },
    });

  it('OP01-026 Red Hawk: [Counter] +4000, then K.O. an opponent ≤4000 power; [Trigger] −10000', () => {
    const s = attacked('OP01-026', 2);
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey')
      .choose('Activate Gum-Gum Fire-Fist')
      .choose('Eustass');
    s.choose('Heat');
    expect(s.chars(0)).toEqual([]);
    expect(s.life(1)).toBe(1);
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: ['OP01-026'] } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate [Trigger]').choose('Monkey');
    expect(t.power(t.leader(0))).toBe(-5000);
  });

  it('OP01-057 Paradise Waterfall: [Counter] +2000, then set up to 1 of your Characters active; [Trigger] K.O. rested ≤4', () => {
    const s = build({
      p0: { leader: LUFFY },
      p1: { leader: KID, hand: ['OP01-057'], donActive: 1, chars: [{ code: VITO, rested: true }], life: [KAROO] },
    });
    s.choose('Attack Eustass').choose('Activate Paradise Waterfall').choose('Eustass').choose('Vito');
    expect(s.g.rested[s.id(1, VITO)]).toBe(0);
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: FRANKY, rested: true }, KOBY] },
      p1: { leader: KID, life: ['OP01-057'] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Koby').choose('Activate [Trigger]');
    expect(t.options()).toEqual(['Franky (ST01-010)', 'Koby (ST02-006)']); // the attacker is rested too
  });

  it('OP01-058 Punk Gibson: [Counter] +4000, then rest an opponent cost ≤4; [Trigger] rest an opponent Character', () => {
    const s = attacked('OP01-058', 2);
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey').choose('Activate Punk Gibson').choose('Eustass');
    s.choose('Heat');
    expect(s.g.rested[s.id(0, HEAT)]).toBe(1);
    expect(s.life(1)).toBe(1);
    const t = build({ p0: { leader: LUFFY, chars: [HEAT, 'ST02-013'] }, p1: { leader: KID, life: ['OP01-058'] } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Eustass').choose('Activate [Trigger]');
    expect(t.options()).toEqual(['Heat (ST02-011)']); // any cost; the attacker is already rested
  });

  it('OP01-086 Overheat: [Counter] +4000, then return an active cost ≤3 Character; [Trigger] return a cost ≤4', () => {
    const s = attacked('OP01-086', 2);
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey').choose('Activate Overheat').choose('Eustass');
    expect(s.options()).toEqual(['Heat (ST02-011)']);
    s.choose('Heat');
    expect(s.hand(0)).toEqual([HEAT]);
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY, 'ST02-013'] }, p1: { leader: KID, life: ['OP01-086'] } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate [Trigger]');
    expect(t.options()).toEqual(['Franky (ST01-010)']);
  });

  it('OP01-088 Desert Spada: [Counter] +2000, then look at 3; [Trigger] draw 2 and trash 1', () => {
    const s = attacked('OP01-088', 1);
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Heat').choose('Activate Desert Spada').choose('Eustass');
    expect(s.decision!.prompt).toMatch(/bottom/i);
    const t = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP01-088'], deck: [HEAT, VITO, KAROO] } });
    t.choose('Attack Eustass').choose('Activate [Trigger]').choose('Heat');
    expect(t.hand(1)).toEqual([VITO]);
    expect(t.trash(1)).toEqual([HEAT, 'OP01-088']);
  });

  it('OP01-118 Ulti-Mortar: [Counter] DON!! −2: +2000 and draw 1; [Trigger] add an active DON!!', () => {
    const s = attacked('OP01-118', 3);
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Heat').choose('Activate Ulti-Mortar').choose('Yes');
    s.answer([0, 1]).choose('Eustass');
    expect(s.g.players[1].donDeck).toBe(9);
    expect(s.hand(1)).toHaveLength(1);
    const t = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP01-118'] } });
    t.choose('Attack Eustass').choose('Activate [Trigger]').choose('1');
    expect(t.g.players[1].donActive).toBe(1);
  });

  it("OP01-115 Elephant's Marchoo: [Main] K.O. a cost ≤2, then add an active DON!!; [Trigger] the same", () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP01-115'], donActive: 4 },
      p1: { leader: KID, chars: [HEAT, VITO] },
    });
    s.choose("Activate Elephant's Marchoo");
    expect(s.options()).toEqual(['Heat (ST02-011)']);
    s.choose('Heat').choose('1');
    expect([s.chars(1), s.g.players[0].donActive]).toEqual([[VITO], 1]);
  });
});

describe('OP-01: from the trash, the hand and the deck', () => {
  it('OP01-005 Uta: [On Play] add up to 1 red Character other than [Uta] with a cost of 3 or less from your trash', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP01-005'], donActive: 4, trash: ['OP01-005', KAROO, HEAT, FRANKY, 'ST01-014'] },
      p1: { leader: KID },
    });
    s.choose('Play Uta');
    expect(s.options()).toEqual(['Karoo (ST01-003)']); // Uta, green Heat, cost-4 Franky, an Event: no
    s.choose('Karoo');
    expect(s.hand(0)).toEqual([KAROO]);
  });

  it('OP01-015 Tony Tony.Chopper: [DON!! x1] [When Attacking] trash 1: a {Straw Hat Crew} Character from trash', () => {
    const s = build({
      p0: {
        leader: LUFFY,
        hand: [HEAT],
        chars: [{ code: 'OP01-015', don: 1 }],
        trash: ['OP01-015', ROBIN, 'ST01-012', KAROO],
      },
      p1: { leader: KID, life: [KAROO] },
    });
    s.choose('with Tony').choose('Yes');
    expect(s.options()).toEqual(['Nico Robin (ST01-008)']); // Chopper by name, Luffy costs 5, Karoo is not {Straw Hat Crew}
    s.choose('Nico Robin');
    expect(s.hand(0)).toEqual([ROBIN]);
    const t = build({
      p0: { leader: LUFFY, hand: [HEAT], chars: ['OP01-015'], trash: [ROBIN] },
      p1: { leader: KID, life: [KAROO] },
    });
    t.choose('with Tony');
    expect(t.hand(0)).toEqual([HEAT]); // [DON!! x1] unmet
  });

  it("OP01-040 Kin'emon: [On Play] with [Kouzuki Oden] play an {Akazaya Nine} ≤3; [When Attacking] set one active", () => {
    const s = build({
      p0: { leader: ODEN, hand: ['OP01-040', 'OP01-048', 'OP01-046'], donActive: 6 },
      p1: { leader: KID },
    });
    s.choose("Play Kin'emon");
    expect(s.options()).toEqual(['Nekomamushi (OP01-048)']); // Denjiro costs 5
    s.choose('Nekomamushi');
    expect(s.chars(0)).toEqual(['OP01-040', 'OP01-048']);
    const t = build({ p0: { leader: LUFFY, hand: ['OP01-040', 'OP01-048'], donActive: 6 }, p1: { leader: KID } });
    t.choose("Play Kin'emon");
    expect(t.chars(0)).toEqual(['OP01-040']);
    const u = build({
      p0: {
        leader: LUFFY,
        chars: [
          { code: 'OP01-040', don: 1 },
          { code: 'OP01-048', rested: true },
        ],
      },
      p1: { leader: KID, life: [KAROO, KAROO] },
    });
    u.choose("with Kin'emon").choose('Nekomamushi');
    expect(u.g.rested[u.id(0, 'OP01-048')]).toBe(0);
  });

  it("OP01-044 Shachi and OP01-050 Penguin: [Blocker]; [On Play] if you don't have the other, play it from hand", () => {
    const s = build({ p0: { leader: KID, hand: ['OP01-044', 'OP01-050'], donActive: 3 }, p1: { leader: LUFFY } });
    s.choose('Play Shachi').choose('Penguin');
    expect(s.chars(0)).toEqual(['OP01-044', 'OP01-050']);
    const t = build({
      p0: { leader: KID, hand: ['OP01-050', 'OP01-044'], chars: ['OP01-044'], donActive: 3 },
      p1: { leader: LUFFY },
    });
    t.choose('Play Penguin');
    expect(t.chars(0)).toEqual(['OP01-044', 'OP01-050']); // a Shachi is there already: nothing
    expect(t.hand(0)).toEqual(['OP01-044']);
    const b = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['OP01-050'], life: [KAROO] } });
    b.choose('Attack Eustass').choose('Block with Penguin');
    expect(b.life(1)).toBe(1);
  });

  it('OP01-049 Bepo: [DON!! x1] [When Attacking] play a {Heart Pirates} Character other than [Bepo] ≤4 from hand', () => {
    const s = build({
      p0: { leader: KID, chars: [{ code: 'OP01-049', don: 1 }], hand: ['ST02-012', 'OP01-045', 'OP01-044'] },
      p1: { leader: LUFFY, life: [KAROO] },
    });
    s.choose('with Bepo');
    expect(s.options()).toEqual(['Jean Bart (OP01-045)', 'Shachi (OP01-044)']);
    s.choose('Jean Bart');
    expect(s.chars(0)).toEqual(['OP01-049', 'OP01-045']);
  });

  it('OP01-069 Caesar Clown: [On K.O.] play up to 1 [Smiley] from your deck', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, chars: [{ code: 'OP01-069', rested: true }], deck: [HEAT, 'OP01-072', VITO] },
    });
    s.choose('Attack Caesar Clown (OP01-069) with Franky').choose('Smiley');
    expect(s.chars(1)).toEqual(['OP01-072']);
    expect(s.g.players[1].deck).toHaveLength(2);
  });

  it('OP01-087 Officer Agents: [Counter] play a {Baroque Works} Character ≤3 from hand; [Trigger] the same', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: CROCODILE, hand: ['OP01-087', 'OP01-080', 'OP01-067'], donActive: 2, life: [KAROO] },
    });
    s.choose('Attack Crocodile (OP01-062) with Franky').choose('Activate Officer Agents');
    expect(s.options()).toEqual(['Miss Doublefinger(Zala) (OP01-080)']); // Crocodile costs 7
    s.choose('Miss');
    expect(s.chars(1)).toEqual(['OP01-080']);
    const t = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: CROCODILE, hand: ['OP01-080'], life: ['OP01-087'] },
    });
    t.choose('Attack Crocodile (OP01-062) with Franky').choose('Done').choose('Activate [Trigger]').choose('Miss');
    expect(t.chars(1)).toEqual(['OP01-080']);
  });
});

describe('OP-01: [Blocker] restrictions', () => {
  it('OP01-120 Shanks: [Rush]; [When Attacking] no [Blocker] with 2000 power or less this battle', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP01-120'], donActive: 9 },
      p1: { leader: KID, chars: ['ST02-004', 'ST02-013', { code: 'OP01-019', don: 1 }], life: [KAROO] },
    });
    s.choose('Play Shanks').choose('Attack Eustass"Captain"Kid (ST02-001) with Shanks');
    // Bege (1000) and Bartolomeo (2000: its DON!! give nothing on p0's turn) cannot block; Kid (7000) can.
    expect(s.options()).toEqual(['Do not block', 'Block with Eustass"Captain"Kid (ST02-013) (7000)']);
    const other = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, chars: ['ST02-004'], life: [KAROO] },
    });
    other.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky');
    expect(other.options()).toContain('Block with Capone"Gang"Bege (ST02-004) (1000)'); // only Shanks' battle
  });
});

describe('OP-01: {SMILE}', () => {
  it('OP01-098 Kurozumi Orochi: [On Play] reveal up to 1 [Artificial Devil Fruit SMILE] from the deck to hand, shuffle', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP01-098'], donActive: 1, deck: [HEAT, VITO, KAROO, 'OP01-116', FRANKY] },
      p1: { leader: KID },
    });
    s.choose('Play Kurozumi Orochi');
    expect(s.options()).toEqual(['Artificial Devil Fruit SMILE (OP01-116)']);
    s.choose('Artificial');
    expect(s.hand(0)).toEqual(['OP01-116']);
    expect(s.g.players[0].deck).toHaveLength(4);
    expect(s.takeEvents().some((e) => e.type === 'shuffle')).toBe(true);
  });

  it('OP01-116 Artificial Devil Fruit SMILE: [Main] look at 5, play up to 1 {SMILE} Character ≤3; [Trigger] the same', () => {
    const s = build({
      p0: {
        leader: LUFFY,
        hand: ['OP01-116'],
        donActive: 2,
        deck: ['OP01-107', 'OP01-104', HEAT, VITO, KAROO, FRANKY],
      },
      p1: { leader: KID },
    });
    s.choose('Activate Artificial Devil Fruit SMILE');
    expect(s.options()).toEqual(['Speed (OP01-104)']); // Babanuki costs 5
    s.choose('Speed').answer([0, 1, 2, 3]);
    expect(s.chars(0)).toEqual(['OP01-104']);
    expect(
      s.g.players[0].deck
        .slice(0, 4)
        .map((c) => s.g.code[c])
        .sort(),
    ).toEqual(['OP01-107', HEAT, VITO, KAROO].sort());
    const t = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP01-116'], deck: ['OP01-104', HEAT] } });
    t.choose('Attack Eustass').choose('Activate [Trigger]').choose('Speed');
    expect(t.chars(1)).toEqual(['OP01-104']);
  });
});

describe('OP-01: hand and DON!! counts, typed costs', () => {
  it('OP01-011 Gordon: [On Play] you may place 1 card from your hand at the bottom of your deck: draw 1', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP01-011', KAROO], donActive: 2, deck: [HEAT, VITO] },
      p1: { leader: KID },
    });
    s.choose('Play Gordon').choose('Yes');
    expect(s.hand(0)).toEqual([HEAT]);
    expect(s.g.code[s.g.players[0].deck[0]!]).toBe(KAROO); // at the bottom
    const t = build({ p0: { leader: LUFFY, hand: ['OP01-011'], donActive: 2, deck: [HEAT] }, p1: { leader: KID } });
    t.choose('Play Gordon'); // an empty hand cannot pay: nothing asked
    expect(t.hand(0)).toEqual([]);
  });

  it('OP01-031 Kouzuki Oden (Leader): [Activate: Main] [Once Per Turn] trash 1 {Land of Wano}: set up to 2 DON!! active', () => {
    const s = build({ p0: { leader: ODEN, hand: [KAROO, KOMACHIYO], donRested: 3 }, p1: { leader: KID } });
    s.choose('Activate Kouzuki Oden').choose('2');
    expect(s.trash(0)).toEqual([KOMACHIYO]); // the only {Land of Wano} card
    expect(s.g.players[0].donActive).toBe(2);
    expect(s.has('Activate Kouzuki Oden')).toBe(false); // [Once Per Turn]
    const t = build({ p0: { leader: ODEN, hand: [KAROO], donRested: 3 }, p1: { leader: KID } });
    expect(t.has('Activate Kouzuki Oden')).toBe(false); // no {Land of Wano} card to trash
  });

  it('OP01-059 BE-BENG!!: [Main] you may trash 1 {Land of Wano}: set a {Land of Wano} Character ≤3 active', () => {
    const s = build({
      p0: { leader: ODEN, hand: ['OP01-059', KOMACHIYO], chars: [{ code: 'OP01-036', rested: true }], donActive: 3 },
      p1: { leader: KID },
    });
    s.choose('Activate BE-BENG').choose('Yes').choose('Otsuru');
    expect(s.g.rested[s.id(0, 'OP01-036')]).toBe(0);
    expect(s.trash(0).sort()).toEqual(['OP01-059', KOMACHIYO].sort());
    const t = build({
      p0: { leader: ODEN, hand: ['OP01-059', KOMACHIYO], chars: [{ code: 'OP01-036', rested: true }], donActive: 3 },
      p1: { leader: KID },
    });
    t.choose('Activate BE-BENG').choose('No');
    expect(t.g.rested[t.id(0, 'OP01-036')]).toBe(1);
  });

  it('OP01-068 Gecko Moria: [Your Turn] [Double Attack] with 5 or more cards in hand', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP01-068'], hand: new Array<string>(5).fill(KAROO) },
      p1: { leader: KID, life: [KAROO, KAROO, KAROO] },
    });
    s.choose('with Gecko Moria');
    expect(s.life(1)).toBe(1); // 2 damage
    const four = build({
      p0: { leader: LUFFY, chars: ['OP01-068'], hand: new Array<string>(4).fill(KAROO) },
      p1: { leader: KID, life: [KAROO, KAROO, KAROO] },
    });
    four.choose('with Gecko Moria');
    expect(four.life(1)).toBe(2);
  });

  it("OP01-091 King (Leader): [Your Turn] with 10 DON!! on your field, the opponent's Characters −1000", () => {
    const s = build({ p0: { leader: 'OP01-091', donActive: 10 }, p1: { leader: KID, chars: [HEAT] } });
    expect(s.power(s.id(1, HEAT))).toBe(3000);
    expect(s.power(s.leader(1))).toBe(5000); // Characters only
    const nine = build({ p0: { leader: 'OP01-091', donActive: 9 }, p1: { leader: KID, chars: [HEAT] } });
    expect(nine.power(nine.id(1, HEAT))).toBe(4000);
    const theirs = build({ p0: { leader: KID, chars: [HEAT] }, p1: { leader: 'OP01-091', donActive: 10 } });
    expect(theirs.power(theirs.id(0, HEAT))).toBe(4000); // not on the opponent's turn
  });
});

describe("OP-01: the opponent's hand, resting Characters, the top of the deck", () => {
  it('OP01-114 X.Drake: [On Play] DON!! −1: your opponent trashes 1 card of their choice from their hand', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP01-114'], donActive: 6 },
      p1: { leader: KID, hand: [HEAT, VITO] },
    });
    s.choose('Play X.Drake').choose('Yes').choose('active DON!!');
    expect(s.decision!.player).toBe(1); // the opponent chooses
    s.choose('Vito');
    expect([s.hand(1), s.trash(1)]).toEqual([[HEAT], [VITO]]);
    const t = build({ p0: { leader: LUFFY, hand: ['OP01-114'], donActive: 6 }, p1: { leader: KID, hand: [HEAT] } });
    t.choose('Play X.Drake').choose('No');
    expect(t.hand(1)).toEqual([HEAT]);
  });

  it('OP01-102 Jack: [When Attacking] DON!! −1: your opponent trashes 1 card from their hand', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP01-102'], donActive: 1 },
      p1: { leader: KID, hand: [HEAT], life: [KAROO] },
    });
    s.choose('with Jack').choose('Yes');
    expect(s.trash(1)).toEqual([HEAT]); // one card: no choice to make
    const t = build({ p0: { leader: LUFFY, chars: ['OP01-102'] }, p1: { leader: KID, hand: [HEAT], life: [KAROO] } });
    t.choose('with Jack'); // no DON!! on the field: DON!! −1 cannot be paid
    expect(t.hand(1)).toEqual([HEAT]);
  });

  it('OP01-055 You Can Be My Samurai!!: [Main] you may rest 2 of your Characters: draw 2', () => {
    const s = build({
      p0: {
        leader: LUFFY,
        hand: ['OP01-055'],
        chars: [KAROO, HEAT, { code: VITO, rested: true }, KOBY],
        donActive: 1,
        deck: [FRANKY, KOBY],
      },
      p1: { leader: KID },
    });
    s.choose('Activate You Can Be My Samurai').choose('Yes');
    expect(s.options()).toEqual(['Karoo (ST01-003)', 'Heat (ST02-011)', 'Koby (ST02-006)']); // Vito is rested
    s.answer([0, 1]);
    expect(s.hand(0)).toEqual([FRANKY, KOBY]);
    expect([s.g.rested[s.id(0, KAROO)], s.g.rested[s.id(0, HEAT)]]).toEqual([1, 1]);
    const t = build({ p0: { leader: LUFFY, hand: ['OP01-055'], chars: [KAROO], donActive: 1 }, p1: { leader: KID } });
    // One active Character: the cost cannot be paid, so the Event is not offered (the engine's rule for Event
    // costs, as ST04-016's DON!! −1: 001 §8-3-1-3).
    expect(t.has('Activate You Can Be My Samurai')).toBe(false);
  });

  it('OP01-077 Perona: [On Play] look at 5, place them at the top or bottom in any order', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP01-077'], donActive: 1, deck: [KAROO, HEAT, VITO, FRANKY, KOBY, ROBIN] },
      p1: { leader: KID },
    });
    s.choose('Play Perona');
    expect(s.decision!.player).toBe(0);
    expect(s.decision!.prompt).toMatch(/bottom/i);
    expect(s.options()[0]).toBe('Top of your deck'); // lookAndReturn, as ST cards use it
  });
});

describe("OP-01: cannot be K.O.'d in battle", () => {
  it("OP01-024 Monkey.D.Luffy: [DON!! x2] not K.O.'d in battle by <Strike> Characters; [Activate: Main] give itself 2 rested DON!!", () => {
    const s = build({
      p0: { leader: KID, chars: [FRANKY] },
      p1: { leader: LUFFY, chars: [{ code: 'OP01-024', don: 2, rested: true }] },
    });
    s.choose('Attack Monkey.D.Luffy (OP01-024) with Franky');
    expect(s.chars(1)).toEqual(['OP01-024']); // 6000 vs 3000, but Franky is a <Strike> Character
    const one = build({
      p0: { leader: KID, chars: [FRANKY] },
      p1: { leader: LUFFY, chars: [{ code: 'OP01-024', don: 1, rested: true }] },
    });
    one.choose('Attack Monkey.D.Luffy (OP01-024) with Franky');
    expect(one.chars(1)).toEqual([]); // [DON!! x2] unmet
    const vito = build({
      p0: { leader: KID, chars: [VITO] },
      p1: { leader: LUFFY, chars: [{ code: 'OP01-024', don: 2, rested: true }] },
    });
    vito.choose('Attack Monkey.D.Luffy (OP01-024) with Vito');
    expect(vito.chars(1)).toEqual([]); // Vito is <Ranged>
    const leader = build({
      p0: { leader: LUFFY },
      p1: { leader: KID, chars: [{ code: 'OP01-024', don: 2, rested: true }] },
    });
    leader.choose('Attack Monkey.D.Luffy (OP01-024) with Monkey.D.Luffy (ST01-001)');
    expect(leader.chars(1)).toEqual([]); // a <Strike> Leader is not a Character
    const t = build({ p0: { leader: LUFFY, chars: ['OP01-024'], donRested: 3 }, p1: { leader: KID } });
    t.choose('Activate Monkey.D.Luffy (OP01-024)').choose('2');
    expect(t.g.don[t.id(0, 'OP01-024')]).toBe(2);
    expect(t.has('Activate Monkey.D.Luffy (OP01-024)')).toBe(false); // [Once Per Turn]
  });
});
