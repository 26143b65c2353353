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
