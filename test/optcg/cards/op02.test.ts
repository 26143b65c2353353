/** OP-02 cards (issue 8): each ability working, and its conditions and costs refusing when unmet. */
import { describe, expect, it } from 'vitest';
import { Scenario } from '../../../src/optcg/scenario.ts';
import { cost, hasKeyword } from '../../../src/optcg/rules/power.ts';
import { Z } from '../../../src/optcg/types.ts';

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
    // [Your Turn] unmet: OP02-085 makes the Magellan (Leader) player return a DON!! in the opponent's turn.
    const t = build({
      p0: { leader: LUFFY, hand: ['OP02-085'], chars: [{ code: KAROO, rested: true }], donActive: 6 },
      p1: { leader: MAGELLAN, chars: ['ST10-007'], donActive: 2 },
    });
    t.choose('Play Magellan (OP02-085)').choose('Yes').chooseAny('active DON!!');
    expect(t.g.players[1].donDeck).toBe(9);
    expect(t.power(t.leader(1))).toBe(5000);
    expect(t.chars(0)).toEqual([KAROO, 'OP02-085']); // ST10-007 Killer ([Your Turn]) K.O.'d nothing either
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

/** Attack the opponent's Leader (Kid) with `name` and pass until the battle is over. */
const ATTACK_KID = 'Attack Eustass"Captain"Kid (ST02-001) with ';
const deckTop = (s: Scenario, p: 0 | 1, n: number): string[] => s.codes(s.g.players[p].deck.slice(-n).reverse());
const deckBottom = (s: Scenario, p: 0 | 1, n: number): string[] => s.codes(s.g.players[p].deck.slice(0, n));

describe('OP-02: red', () => {
  it('OP02-005 Curly.Dadan: look at 5, a red cost-1 Character to hand, the rest to the bottom', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-005'], donActive: 2, deck: [HEAT, KAROO, VITO, 'OP02-016', FRANKY, VITO] },
      p1: { leader: KID },
    });
    s.choose('Play Curly.Dadan');
    expect(s.options()).toEqual(['Karoo (ST01-003)', 'Magura (OP02-016)']); // red, cost 1
    s.choose('Magura');
    s.choose('Heat', 'Karoo', 'Vito', 'Franky');
    expect(s.hand(0)).toEqual(['OP02-016']);
    expect(deckTop(s, 0, 1)).toEqual([VITO]);
  });

  it("OP02-008 Jozu: [DON!! x1] with 2 or less Life and a Leader whose type includes 'Whitebeard Pirates': [Rush]", () => {
    const s = build({
      p0: { leader: NEWGATE, chars: [{ code: 'OP02-008', don: 1 }], life: [KAROO] },
      p1: { leader: KID },
    });
    expect(hasKeyword(s.g, s.id(0, 'OP02-008'), 'rush')).toBe(true);
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP02-008', don: 1 }], life: [KAROO] },
      p1: { leader: KID },
    });
    expect(hasKeyword(t.g, t.id(0, 'OP02-008'), 'rush')).toBe(false);
    const u = build({ p0: { leader: NEWGATE, chars: ['OP02-008'], life: [KAROO] }, p1: { leader: KID } });
    expect(hasKeyword(u.g, u.id(0, 'OP02-008'), 'rush')).toBe(false);
  });

  it('OP02-010 Dogura: rest: play a red cost-1 Character other than [Dogura]; OP02-016 Magura and OP02-015 Makino: +3000', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP02-010', 'OP02-015'], hand: ['OP02-010', 'OP02-016', HEAT] },
      p1: { leader: KID },
    });
    s.chooseAny('Activate Dogura');
    expect(s.options()).toEqual(['Magura (OP02-016)']);
    s.choose('Magura').choose('Magura'); // Magura's [On Play]: +3000 to a red cost-1 Character
    expect(s.power(s.id(0, 'OP02-016'))).toBe(5000);
    s.choose('Activate Makino').choose('Dogura');
    expect(s.power(s.id(0, 'OP02-010', Z.chars))).toBe(5000);
    expect(s.has('Activate Makino')).toBe(false); // rested
  });

  it('OP02-011 Vista and OP02-017 Masked Deuce: K.O. by power ([DON!! x2] for Deuce)', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-011'], donActive: 3 },
      p1: { leader: KID, chars: [KAROO, HEAT] },
    });
    s.choose('Play Vista');
    expect(s.options()).toEqual(['Karoo (ST01-003)']);
    s.choose('Karoo');
    expect(s.chars(1)).toEqual([HEAT]);
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP02-017', don: 2 }] },
      p1: { leader: KID, chars: [{ code: KAROO, power: -1000 }, HEAT] },
    });
    t.choose(ATTACK_KID + 'Masked').choose('Karoo');
    expect(t.chars(1)).toEqual([HEAT]);
    const u = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP02-017', don: 1 }] },
      p1: { leader: KID, chars: [{ code: KAROO, power: -1000 }] },
    });
    u.choose(ATTACK_KID + 'Masked');
    expect(u.has('Karoo')).toBe(false);
  });

  it('OP02-012 Blenheim, OP02-038 Nekomamushi, OP02-081 Domino, OP02-108 Donquixote Rosinante: [Blocker]', () => {
    for (const b of ['OP02-012', 'OP02-038', 'OP02-081', 'OP02-108']) {
      const s = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, chars: [b] } });
      s.choose(ATTACK_KID + 'Franky');
      expect(s.has('Block with'), b).toBe(true);
    }
  });

  it('OP02-013 Portgas.D.Ace: −3000 to up to 2; [Rush] with a Whitebeard Pirates Leader', () => {
    const s = build({
      p0: { leader: NEWGATE, hand: ['OP02-013'], donActive: 7 },
      p1: { leader: KID, chars: [FRANKY, VITO] },
    });
    s.choose('Play Portgas').choose('Franky', 'Vito');
    expect(s.power(s.id(1, FRANKY))).toBe(3000);
    expect(s.power(s.id(1, VITO))).toBe(2000);
    expect(hasKeyword(s.g, s.id(0, 'OP02-013'), 'rush')).toBe(true);
    const t = build({ p0: { leader: LUFFY, hand: ['OP02-013'], donActive: 7 }, p1: { leader: KID } });
    t.choose('Play Portgas');
    expect(hasKeyword(t.g, t.id(0, 'OP02-013'), 'rush')).toBe(false);
  });

  it("OP02-014 Whitey Bay: [DON!! x1] can attack the opponent's active Characters", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP02-014', don: 1 }] },
      p1: { leader: KID, chars: [KAROO] },
    });
    expect(s.has('Attack Karoo (ST01-003) with Whitey')).toBe(true);
    const t = build({ p0: { leader: LUFFY, chars: ['OP02-014'] }, p1: { leader: KID, chars: [KAROO] } });
    expect(t.has('Attack Karoo (ST01-003) with Whitey')).toBe(false);
  });

  it('OP02-018 Marco: [On K.O.] trash a Whitebeard Pirates card: with 2 or less Life, play this from the trash rested', () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 2 },
      p1: { leader: NEWGATE, chars: [{ code: 'OP02-018', rested: true }], hand: ['OP02-011', KAROO], life: [KAROO] },
    });
    s.choose('Attack Marco (OP02-018) with Monkey');
    s.passUntil((x) => x.has('Yes'));
    s.choose('Yes');
    expect(s.chars(1)).toEqual(['OP02-018']);
    expect(s.g.rested[s.id(1, 'OP02-018')]).toBe(1);
    expect(s.trash(1)).toEqual(['OP02-011']);
    const t = build({
      p0: { leader: LUFFY, leaderDon: 2 },
      p1: {
        leader: NEWGATE,
        chars: [{ code: 'OP02-018', rested: true }],
        hand: ['OP02-011'],
        life: [KAROO, KAROO, KAROO],
      },
    });
    t.choose('Attack Marco (OP02-018) with Monkey');
    t.passUntil((x) => x.has('Yes'));
    t.choose('Yes');
    expect(t.chars(1)).toEqual([]); // 3 Life: stays in the trash
  });

  it("OP02-019 Rakuyo: [DON!! x1] [Your Turn] Characters whose type includes 'Whitebeard Pirates' +1000", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP02-019', don: 1 }, 'OP02-009', KAROO] },
      p1: { leader: KID },
    });
    expect(s.power(s.id(0, 'OP02-009'))).toBe(6000); // Whitebeard Pirates Allies
    expect(s.power(s.id(0, 'OP02-019'))).toBe(6000);
    expect(s.power(s.id(0, KAROO))).toBe(3000);
    const t = build({ p0: { leader: LUFFY, chars: ['OP02-019', 'OP02-009'] }, p1: { leader: KID } });
    expect(t.power(t.id(0, 'OP02-009'))).toBe(5000);
  });

  it('OP02-021 Seaquake: [Main] with a Whitebeard Pirates Leader K.O. ≤3000; [Trigger] −3000', () => {
    const s = build({ p0: { leader: NEWGATE, hand: ['OP02-021'], donActive: 1 }, p1: { leader: KID, chars: [KAROO] } });
    s.choose('Activate Seaquake').choose('Karoo');
    expect(s.chars(1)).toEqual([]);
    const t = build({ p0: { leader: LUFFY, hand: ['OP02-021'], donActive: 1 }, p1: { leader: KID, chars: [KAROO] } });
    t.choose('Activate Seaquake');
    expect(t.chars(1)).toEqual([KAROO]);
    const u = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: ['OP02-021'] } });
    u.choose(ATTACK_KID + 'Franky');
    u.passUntil((x) => x.has('Activate [Trigger]'));
    u.choose('Activate [Trigger]').choose('Monkey');
    expect(u.power(u.leader(0))).toBe(2000);
  });

  it('OP02-022 Whitebeard Pirates: look at 5, a Whitebeard Pirates Character to hand; [Trigger] the same', () => {
    const s = build({
      p0: {
        leader: LUFFY,
        hand: ['OP02-022'],
        donActive: 1,
        deck: [KAROO, 'OP02-009', 'OP02-021', HEAT, VITO, FRANKY],
      },
      p1: { leader: KID },
    });
    s.choose('Activate Whitebeard Pirates');
    expect(s.options()).toEqual(['Squard (OP02-009)']); // OP02-021 is an Event
    s.choose('Squard').choose('Karoo', 'Seaquake', 'Heat', 'Vito');
    expect(s.hand(0)).toEqual(['OP02-009']);
    const t = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, life: ['OP02-022'], deck: ['OP02-011', KAROO, KAROO] },
    });
    t.choose(ATTACK_KID + 'Franky');
    t.passUntil((x) => x.has('Activate [Trigger]'));
    t.choose('Activate [Trigger]').choose('Vista').chooseAny('Karoo', 'Karoo');
    expect(t.hand(1)).toEqual(['OP02-011']);
  });

  it('OP02-024 Moby Dick: [Your Turn] with 1 or less Life, [Edward.Newgate] and Whitebeard Pirates Characters +2000', () => {
    const s = build({
      p0: { leader: NEWGATE, stage: 'OP02-024', chars: ['OP02-009', KAROO], life: [KAROO] },
      p1: { leader: KID },
    });
    expect(s.power(s.leader(0))).toBe(8000);
    expect(s.power(s.id(0, 'OP02-009'))).toBe(7000);
    expect(s.power(s.id(0, KAROO))).toBe(3000);
    const t = build({ p0: { leader: NEWGATE, stage: 'OP02-024', life: [KAROO, KAROO] }, p1: { leader: KID } });
    expect(t.power(t.leader(0))).toBe(6000);
    const u = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: ['OP02-024'] } });
    u.choose(ATTACK_KID + 'Franky');
    u.passUntil((x) => x.has('Activate [Trigger]'));
    u.choose('Activate [Trigger]');
    expect(u.codes([u.g.players[1].stage])).toEqual(['OP02-024']);
  });
});

describe('OP-02: green', () => {
  it('OP02-029 Carrot: [End of Your Turn] set up to 1 DON!! as active', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['OP02-029'], donRested: 2 }, p1: { leader: KID } });
    s.choose('End your turn').choose('1');
    expect(s.g.players[0].donActive).toBe(1);
  });

  it('OP02-030 Kouzuki Oden: ③: set active (once per turn); [On K.O.] play a green {Land of Wano} cost-3 from the deck', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP02-030', rested: true }], donActive: 6 },
      p1: { leader: KID },
    });
    s.choose('Activate Kouzuki Oden');
    expect(s.g.rested[s.id(0, 'OP02-030')]).toBe(0);
    expect(s.g.players[0].donActive).toBe(3);
    expect(s.has('Activate Kouzuki Oden')).toBe(false);
    const t = build({
      p0: { leader: LUFFY, leaderDon: 4 },
      p1: { leader: KID, chars: [{ code: 'OP02-030', rested: true }], deck: [KAROO, 'OP02-038', VITO] },
    });
    t.choose('Attack Kouzuki Oden (OP02-030) with Monkey');
    t.passUntil((x) => x.has('Nekomamushi'));
    t.choose('Nekomamushi');
    expect(t.chars(1)).toEqual(['OP02-038']);
  });

  it('OP02-031 Kouzuki Toki: [Blocker] while you have a [Kouzuki Oden] Character (OP02-042 Yamato counts)', () => {
    const s = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['OP02-031', 'OP02-042'] } });
    expect(hasKeyword(s.g, s.id(1, 'OP02-031'), 'blocker')).toBe(true);
    const t = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['OP02-031', KAROO] } });
    expect(hasKeyword(t.g, t.id(1, 'OP02-031'), 'blocker')).toBe(false);
  });

  it('OP02-032 Shishilian: [On Play] ②: set a {Minks} Character with a cost of 5 or less as active', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-032'], chars: [{ code: 'OP02-044', rested: true }], donActive: 4 },
      p1: { leader: KID },
    });
    s.choose('Play Shishilian').choose('Yes').choose('Wanda');
    expect(s.g.rested[s.id(0, 'OP02-044')]).toBe(0);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP02-032'], chars: [{ code: 'OP02-044', rested: true }], donActive: 3 },
      p1: { leader: KID },
    });
    t.choose('Play Shishilian');
    expect(t.g.rested[t.id(0, 'OP02-044')]).toBe(1); // ② unpayable
  });

  it("OP02-034 Tony Tony.Chopper: [DON!! x1] [When Attacking] rest an opponent's Character with a cost of 2 or less", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP02-034', don: 1 }] },
      p1: { leader: KID, chars: [HEAT, VITO] },
    });
    s.choose(ATTACK_KID + 'Tony');
    expect(s.options()).toEqual(['Heat (ST02-011)']);
    s.choose('Heat');
    expect(s.g.rested[s.id(1, HEAT)]).toBe(1);
    const t = build({ p0: { leader: LUFFY, chars: ['OP02-034'] }, p1: { leader: KID, chars: [HEAT] } });
    t.choose(ATTACK_KID + 'Tony');
    expect(t.has('Heat')).toBe(false);
  });

  it('OP02-035 Trafalgar Law: ① and return this: play a cost-3 Character from your hand', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP02-035'], hand: [VITO, HEAT], donActive: 1 },
      p1: { leader: KID },
    });
    s.choose('Activate Trafalgar Law');
    expect(s.options()).toEqual(['Vito (ST02-002)']);
    s.choose('Vito');
    expect(s.chars(0)).toEqual([VITO]);
    expect(s.hand(0)).toEqual([HEAT, 'OP02-035']);
    const t = build({ p0: { leader: LUFFY, chars: ['OP02-035'], hand: [VITO] }, p1: { leader: KID } });
    expect(t.has('Activate Trafalgar Law')).toBe(false); // ① unpayable
  });

  it('OP02-036 Nami: [On Play]/[When Attacking] ①: look at 3, a {FILM} card other than [Nami] to hand', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-036'], donActive: 4, deck: ['OP02-036', 'OP02-034', KAROO] },
      p1: { leader: KID },
    });
    s.choose('Play Nami').choose('Yes');
    expect(s.options()).toEqual(['Tony Tony.Chopper (OP02-034)']);
    s.choose('Tony').choose('Nami', 'Karoo');
    expect(s.hand(0)).toEqual(['OP02-034']);
    const t = build({
      p0: { leader: LUFFY, chars: ['OP02-036'], deck: ['OP02-034', KAROO, KAROO] },
      p1: { leader: KID },
    });
    t.choose(ATTACK_KID + 'Nami');
    expect(t.has('Yes')).toBe(false); // ① unpayable
    const u = build({
      p0: { leader: LUFFY, chars: ['OP02-036'], donActive: 1, deck: ['OP02-034', KAROO, KAROO] },
      p1: { leader: KID },
    });
    u.choose(ATTACK_KID + 'Nami')
      .choose('Yes')
      .choose('Tony')
      .chooseAny('Karoo', 'Karoo');
    expect(u.hand(0)).toEqual(['OP02-034']);
  });

  it('OP02-037 Nico Robin, OP02-040 Brook, OP02-041 Monkey.D.Luffy: play a {FILM}/{Straw Hat Crew} Character by cost', () => {
    for (const [play, cost, hand, offered] of [
      ['Nico Robin', 3, ['OP02-037', 'OP02-034', 'OP02-036'], ['Tony Tony.Chopper (OP02-034)']],
      ['Brook', 4, ['OP02-040', 'OP02-036', 'OP02-040'], ['Nami (OP02-036)']],
      [
        'Monkey.D.Luffy',
        7,
        ['OP02-041', 'OP02-040', 'OP02-041', FRANKY, HEAT],
        ['Brook (OP02-040)', 'Franky (ST01-010)'],
      ],
    ] as const) {
      const s = build({ p0: { leader: KID, hand: [...hand], donActive: cost }, p1: { leader: LUFFY } });
      s.chooseAny(`Play ${play}`);
      expect(s.options(), play).toEqual(offered);
      s.choose(offered[0]);
      expect(s.chars(0), play).toEqual([hand[0], hand[1]]);
    }
    const t = build({ p0: { leader: KID, hand: ['OP02-037', VITO], donActive: 3 }, p1: { leader: LUFFY } });
    t.choose('Play Nico Robin');
    expect(t.chars(0)).toEqual(['OP02-037']); // Vito is neither {FILM} nor {Straw Hat Crew}
    const u = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, chars: ['OP02-041'] } });
    u.choose(ATTACK_KID + 'Franky');
    expect(u.has('Block with Monkey')).toBe(true);
  });
});

describe('OP-02: green (2)', () => {
  it("OP02-042 Yamato: also named [Kouzuki Oden]; [On Play] rest an opponent's Character with a cost of 6 or less", () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP02-042'], donActive: 4 }, p1: { leader: KID, chars: [FRANKY] } });
    s.choose('Play Yamato').choose('Franky');
    expect(s.g.rested[s.id(1, FRANKY)]).toBe(1);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP02-042'], donActive: 4 },
      p1: { leader: KID, chars: ['OP02-030'] },
    });
    t.choose('Play Yamato');
    expect(t.g.rested[t.id(1, 'OP02-030')]).toBe(0); // cost 8
  });

  it('OP02-044 Wanda: play a {Minks} Character other than [Wanda] with a cost of 3 or less', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-044', 'OP02-044', 'OP02-038', 'OP02-029'], donActive: 2 },
      p1: { leader: KID },
    });
    s.chooseAny('Play Wanda');
    expect(s.options()).toEqual(['Nekomamushi (OP02-038)']);
    s.choose('Nekomamushi');
    expect(s.chars(0)).toEqual(['OP02-044', 'OP02-038']);
  });

  it('OP02-045 Three Sword Style Oni Giri: [Counter] +6000, then a cost-3 vanilla from hand; [Trigger] rest ≤5', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, hand: ['OP02-045', VITO, 'OP02-044'], donActive: 3 },
    });
    s.choose(ATTACK_KID + 'Franky')
      .choose('Activate Three Sword')
      .choose('Eustass');
    expect(s.options()).toEqual(['Vito (ST02-002)']); // Wanda has an effect
    s.choose('Vito');
    expect(s.chars(1)).toEqual([VITO]);
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY, 'OP02-030'] }, p1: { leader: KID, life: ['OP02-045'] } });
    t.choose(ATTACK_KID + 'Franky');
    t.passUntil((x) => x.has('Activate [Trigger]'));
    t.choose('Activate [Trigger]');
    expect(t.options()).toEqual(['Monkey.D.Luffy (ST01-001)']); // Franky is rested; Oden costs 8
    t.choose('Monkey');
    expect(t.g.rested[t.leader(0)]).toBe(1);
  });

  it("OP02-046 Diable Jambe Venaison Shoot and OP02-047 Paradise Totsuka: rested Characters K.O.'d, rest, play", () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-046', 'OP02-047'], donActive: 3 },
      p1: { leader: KID, chars: [{ code: FRANKY, rested: true }, VITO, { code: 'OP02-030', rested: true }] },
    });
    s.choose('Activate Diable');
    expect(s.options()).toEqual(['Franky (ST01-010)']);
    s.choose('Franky');
    s.choose('Activate Paradise').choose('Vito');
    expect(s.g.rested[s.id(1, VITO)]).toBe(1);
    const t = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, life: ['OP02-046'], hand: [FRANKY, 'OP02-044'] },
    });
    t.choose(ATTACK_KID + 'Franky');
    t.passUntil((x) => x.has('Activate [Trigger]'));
    t.choose('Activate [Trigger]');
    expect(t.options()).toEqual(['Franky (ST01-010)']);
    t.choose('Franky');
    expect(t.chars(1)).toEqual([FRANKY]);
    const u = build({
      p0: { leader: LUFFY, chars: [FRANKY, { code: VITO, rested: true }] },
      p1: { leader: KID, life: ['OP02-047'] },
    });
    u.choose(ATTACK_KID + 'Franky');
    u.passUntil((x) => x.has('Activate [Trigger]'));
    u.choose('Activate [Trigger]');
    expect(u.options()).toEqual(['Vito (ST02-002)']); // Franky (cost 4) rested too, but above 3
    u.choose('Vito');
    expect(u.chars(0)).toEqual([FRANKY]);
  });

  it('OP02-048 Land of Wano: trash a {Land of Wano} card and rest this: set up to 1 DON!! as active', () => {
    const s = build({
      p0: { leader: LUFFY, stage: 'OP02-048', hand: [KAROO, 'OP02-038'], donRested: 2 },
      p1: { leader: KID },
    });
    s.choose('Activate Land of Wano').choose('1');
    expect(s.trash(0)).toEqual(['OP02-038']);
    expect(s.g.players[0].donActive).toBe(1);
    const t = build({ p0: { leader: LUFFY, stage: 'OP02-048', hand: [KAROO], donRested: 2 }, p1: { leader: KID } });
    expect(t.has('Activate Land of Wano')).toBe(false);
  });
});

const IVANKOV = 'OP02-049'; // Leader {Impel Down}

describe('OP-02: blue', () => {
  it('OP02-049 Emporio.Ivankov: [End of Your Turn] with 0 cards in hand, draw 2', () => {
    const s = build({ p0: { leader: IVANKOV }, p1: { leader: KID } });
    s.choose('End your turn');
    expect(s.hand(0)).toHaveLength(2);
    const t = build({ p0: { leader: IVANKOV, hand: [KAROO] }, p1: { leader: KID } });
    t.choose('End your turn');
    expect(t.hand(0)).toEqual([KAROO]);
  });

  it('OP02-050 Inazuma: +2000 with 1 or less cards in hand; [Blocker]', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['OP02-050'], hand: [KAROO] }, p1: { leader: KID } });
    expect(s.power(s.id(0, 'OP02-050'))).toBe(7000);
    const t = build({ p0: { leader: LUFFY, chars: ['OP02-050'], hand: [KAROO, KAROO] }, p1: { leader: KID } });
    expect(t.power(t.id(0, 'OP02-050'))).toBe(5000);
    expect(hasKeyword(t.g, t.id(0, 'OP02-050'), 'blocker')).toBe(true);
  });

  it('OP02-051 Emporio.Ivankov: draw to 3 cards, then play a blue {Impel Down} Character with a cost of 6 or less', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-051'], donActive: 7, deck: ['OP02-050', KAROO, 'OP02-051', VITO] },
      p1: { leader: KID },
    });
    s.choose('Play Emporio.Ivankov');
    expect(s.options()).toEqual(['Inazuma (OP02-050)']); // the other Ivankov costs 7
    s.choose('Inazuma');
    expect(s.hand(0)).toEqual([KAROO, 'OP02-051']);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP02-051', KAROO, HEAT, VITO], donActive: 7 },
      p1: { leader: KID },
    });
    t.choose('Play Emporio.Ivankov');
    expect(t.hand(0)).toEqual([KAROO, HEAT, VITO]); // 3 cards already: no draw
  });

  it('OP02-052 Cabaji: with [Mohji], draw 2 and trash 1', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP02-060'], hand: ['OP02-052'], donActive: 2, deck: [VITO, HEAT, KAROO] },
      p1: { leader: KID },
    });
    s.choose('Play Cabaji').choose('Heat');
    expect(s.hand(0)).toEqual([VITO]);
    expect(s.trash(0)).toEqual([HEAT]);
    const t = build({ p0: { leader: LUFFY, hand: ['OP02-052'], donActive: 2 }, p1: { leader: KID } });
    t.choose('Play Cabaji');
    expect(t.hand(0)).toEqual([]);
  });

  it('OP02-056 Donquixote Doflamingo: look at 3 to top or bottom; [DON!! x1] [When Attacking] trash 1: a cost ≤1 to the bottom', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-056'], donActive: 1, deck: [KAROO, HEAT, VITO, FRANKY] },
      p1: { leader: KID },
    });
    s.choose('Play Donquixote').choose('Bottom of your deck').choose('Karoo', 'Heat', 'Vito');
    expect(deckTop(s, 0, 1)).toEqual([FRANKY]);
    expect(deckBottom(s, 0, 3)).toEqual([KAROO, HEAT, VITO]);
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP02-056', don: 1 }], hand: [HEAT] },
      p1: { leader: KID, chars: [KAROO, HEAT] },
    });
    t.choose(ATTACK_KID + 'Donquixote')
      .choose('Yes')
      .choose('Karoo');
    expect(t.chars(1)).toEqual([HEAT]);
    expect(deckBottom(t, 1, 1)).toEqual([KAROO]);
    const u = build({ p0: { leader: LUFFY, chars: ['OP02-056'], hand: [HEAT] }, p1: { leader: KID, chars: [KAROO] } });
    u.choose(ATTACK_KID + 'Donquixote');
    expect(u.has('Yes')).toBe(false);
  });

  it('OP02-058 Buggy: look at 5, a blue {Impel Down} card other than [Buggy] to hand', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-058'], donActive: 1, deck: ['OP02-058', 'OP02-050', 'OP02-066', KAROO, HEAT] },
      p1: { leader: KID },
    });
    s.choose('Play Buggy');
    expect(s.options()).toEqual(['Inazuma (OP02-050)', 'Impel Down All Stars (OP02-066)']);
    s.choose('Impel Down All Stars').choose('Buggy', 'Inazuma', 'Karoo', 'Heat');
    expect(s.hand(0)).toEqual(['OP02-066']);
  });

  it('OP02-059 Boa Hancock: [When Attacking] draw 1 and trash 1, then trash up to 3', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP02-059'], hand: [KAROO, HEAT], deck: [VITO, FRANKY] },
      p1: { leader: KID },
    });
    s.choose(ATTACK_KID + 'Boa')
      .choose('Vito')
      .choose('Karoo', 'Heat');
    expect(s.hand(0)).toEqual([]);
    expect(s.trash(0)).toEqual([VITO, KAROO, HEAT]);
  });

  it('OP02-061 Morley: with 1 or less cards in hand, no [Blocker] of cost 5 or less this battle', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP02-061'], hand: [KAROO] },
      p1: { leader: KID, chars: ['OP02-012', 'OP02-030'] },
    });
    s.choose(ATTACK_KID + 'Morley');
    expect(s.has('Block with Blenheim')).toBe(false);
    const t = build({
      p0: { leader: LUFFY, chars: ['OP02-061'], hand: [KAROO, KAROO] },
      p1: { leader: KID, chars: ['OP02-012'] },
    });
    t.choose(ATTACK_KID + 'Morley');
    expect(t.has('Block with Blenheim')).toBe(true);
  });

  it('OP02-062 Monkey.D.Luffy: [On Play]/[When Attacking] trash 2: return a cost ≤4 Character; [Double Attack]', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-062', KAROO, HEAT], donActive: 6 },
      p1: { leader: KID, chars: [FRANKY] },
    });
    s.choose('Play Monkey').choose('Yes').choose('Franky');
    expect(s.hand(1)).toEqual([FRANKY]);
    expect(hasKeyword(s.g, s.id(0, 'OP02-062'), 'doubleAttack')).toBe(true);
    const t = build({
      p0: { leader: LUFFY, chars: ['OP02-062'], hand: [KAROO] },
      p1: { leader: KID, chars: [FRANKY] },
    });
    t.choose(ATTACK_KID + 'Monkey.D.Luffy (OP02-062)');
    expect(t.has('Yes')).toBe(false); // 1 card: trash 2 unpayable
  });

  it('OP02-063 Mr.1: a blue cost-1 Event from your trash to hand', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-063'], donActive: 1, trash: ['OP02-066', 'OP02-068', 'OP02-090'] },
      p1: { leader: KID },
    });
    s.choose('Play Mr.1');
    expect(s.options()).toEqual(['Impel Down All Stars (OP02-066)']);
    s.choose('Impel Down');
    expect(s.hand(0)).toEqual(['OP02-066']);
  });

  it('OP02-065 Mr.3: [Blocker]; [End of Your Turn] trash 1: set this Character as active', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP02-065', rested: true }], hand: [KAROO] },
      p1: { leader: KID },
    });
    s.choose('End your turn').choose('Yes');
    expect(s.trash(0)).toEqual([KAROO]);
    expect(s.g.rested[s.id(0, 'OP02-065')]).toBe(0);
    const t = build({ p0: { leader: LUFFY, chars: [{ code: 'OP02-065', rested: true }] }, p1: { leader: KID } });
    t.choose('End your turn');
    expect(t.g.rested[t.id(0, 'OP02-065')]).toBe(1);
  });

  it('OP02-066 Impel Down All Stars: trash 2: with an {Impel Down} Leader, draw up to 2; [Trigger] draw 2', () => {
    const s = build({
      p0: { leader: IVANKOV, hand: ['OP02-066', KAROO, HEAT], donActive: 1, deck: [VITO, FRANKY, KAROO] },
      p1: { leader: KID },
    });
    s.choose('Activate Impel Down').choose('Yes').choose('2');
    expect(s.hand(0)).toEqual([VITO, FRANKY]);
    const t = build({ p0: { leader: LUFFY, hand: ['OP02-066', KAROO, HEAT], donActive: 1 }, p1: { leader: KID } });
    t.choose('Activate Impel Down').choose('Yes');
    expect(t.hand(0)).toEqual([]);
    const u = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, life: ['OP02-066'], deck: [VITO, HEAT, KAROO] },
    });
    u.choose(ATTACK_KID + 'Franky');
    u.passUntil((x) => x.has('Activate [Trigger]'));
    u.choose('Activate [Trigger]');
    expect(u.hand(1)).toEqual([VITO, HEAT]);
  });

  it('OP02-067 Arabesque Brick Fist, OP02-068 Gum-Gum Rain, OP02-069 DEATH WINK: return by cost; counters', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-067'], donActive: 2 },
      p1: { leader: KID, chars: [FRANKY, 'OP02-030'] },
    });
    s.choose('Activate Arabesque');
    expect(s.options()).toEqual(['Franky (ST01-010)']);
    s.choose('Franky');
    expect(s.hand(1)).toEqual([FRANKY]);
    const c = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, hand: ['OP02-068', 'OP02-069', KAROO], donActive: 3, deck: [VITO, HEAT] },
    });
    c.choose(ATTACK_KID + 'Franky')
      .choose('Activate Gum-Gum Rain')
      .choose('Yes')
      .choose('Karoo');
    c.takeEvents();
    c.choose('Eustass');
    expect(c.takeEvents()).toContainEqual({ type: 'power', card: c.leader(1), amount: 3000, duration: 'battle' });
    c.choose('Activate DEATH WINK').choose('Eustass');
    expect(c.hand(1)).toEqual([VITO, HEAT]); // drawn to 2
    for (const [ev, maxCost] of [
      ['OP02-067', 4],
      ['OP02-068', 2],
      ['OP02-069', 7],
    ] as const) {
      const t = build({ p0: { leader: LUFFY, chars: [HEAT, FRANKY, 'OP02-030'] }, p1: { leader: KID, life: [ev] } });
      t.choose(ATTACK_KID + 'Franky');
      t.passUntil((x) => x.has('Activate [Trigger]'));
      t.choose('Activate [Trigger]');
      const want = [HEAT, FRANKY, 'OP02-030'].filter((_, i) => [2, 4, 8][i]! <= maxCost);
      expect(t.options().length, ev).toBe(want.length);
    }
  });

  it('OP02-070 New Kama Land: rest: with [Emporio.Ivankov] as Leader, draw 1 and trash 1, then trash up to 3', () => {
    const s = build({
      p0: { leader: IVANKOV, stage: 'OP02-070', hand: [KAROO], deck: [VITO, HEAT] },
      p1: { leader: KID },
    });
    s.choose('Activate New Kama Land').choose('Karoo').choose('Vito');
    expect(s.trash(0)).toEqual([KAROO, VITO]);
    const t = build({
      p0: { leader: LUFFY, stage: 'OP02-070', hand: [KAROO], deck: [VITO, HEAT] },
      p1: { leader: KID },
    });
    t.choose('Activate New Kama Land');
    expect(t.hand(0)).toEqual([KAROO]);
  });
});

describe('OP-02: purple', () => {
  it('OP02-072 Zephyr: [When Attacking] DON!! −4: K.O. a cost ≤3 Character, then +1000', () => {
    const s = build({ p0: { leader: 'OP02-072', donActive: 4 }, p1: { leader: KID, chars: [VITO, FRANKY] } });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Zephyr').choose('Yes');
    expect(s.options()).toEqual(['Vito (ST02-002)']);
    s.choose('Vito');
    expect(s.power(s.leader(0))).toBe(6000);
    expect(s.g.players[0].donDeck).toBe(10);
    const t = build({ p0: { leader: 'OP02-072', donActive: 3 }, p1: { leader: KID, chars: [VITO] } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Zephyr');
    expect(t.has('Yes')).toBe(false); // only 3 DON!!
  });

  it('OP02-073 Little Sadi: play a {Jailer Beast} Character from your hand', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-073', 'OP02-086', 'OP02-081'], donActive: 3 },
      p1: { leader: KID },
    });
    s.choose('Play Little Sadi');
    expect(s.options()).toEqual(['Minokoala (OP02-086)']);
    s.choose('Minokoala');
    expect(s.chars(0)).toEqual(['OP02-073', 'OP02-086']);
  });

  it('OP02-075 Shiki: [Trigger] DON!! −1: play this card', () => {
    const s = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: ['OP02-075'], donActive: 1 } });
    s.choose(ATTACK_KID + 'Franky');
    s.passUntil((x) => x.has('Activate [Trigger]'));
    s.choose('Activate [Trigger]').choose('Yes');
    expect(s.chars(1)).toEqual(['OP02-075']);
    expect(s.g.players[1].donDeck).toBe(10);
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: ['OP02-075'] } });
    t.choose(ATTACK_KID + 'Franky');
    t.passUntil((x) => x.has('Activate [Trigger]'));
    t.choose('Activate [Trigger]');
    expect(t.chars(1)).toEqual([]); // no DON!! to return
    expect(t.trash(1)).toEqual(['OP02-075']);
  });

  it('OP02-076 Shiryu, OP02-078 Daifugo, OP02-079 Douglas Bullet: [On Play] DON!! −X: K.O. / play {SMILE} / rest', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-078', 'OP02-080', 'OP02-078'], donActive: 5 },
      p1: { leader: KID },
    });
    s.chooseAny('Play Daifugo').choose('Yes').chooseAny('active DON!!', 'active DON!!');
    expect(s.options()).toEqual(['Dobon (OP02-080)']);
    s.choose('Dobon');
    expect(s.chars(0)).toEqual(['OP02-078', 'OP02-080']);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP02-079'], donActive: 6 },
      p1: { leader: KID, chars: [FRANKY, 'OP02-030'] },
    });
    t.choose('Play Douglas').choose('Yes').chooseAny('active DON!!');
    expect(t.options()).toEqual(['Franky (ST01-010)']);
    t.choose('Franky');
    expect(t.g.rested[t.id(1, FRANKY)]).toBe(1);
    const u = build({ p0: { leader: LUFFY, hand: ['OP02-076'], donActive: 4 }, p1: { leader: KID, chars: [KAROO] } });
    u.choose('Play Shiryu').choose('No');
    expect(u.chars(1)).toEqual([KAROO]); // DON!! −1 declined
  });

  it('OP02-082 Byrnndi World: DON!! −8: +792000 this turn', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['OP02-082'], donActive: 8 }, p1: { leader: KID } });
    s.choose('Activate Byrnndi').choose('Yes');
    expect(s.power(s.id(0, 'OP02-082'))).toBe(800000);
    const t = build({ p0: { leader: LUFFY, chars: ['OP02-082'], donActive: 7 }, p1: { leader: KID } });
    expect(t.has('Activate Byrnndi')).toBe(false);
  });

  it('OP02-083 Hannyabal and OP02-092 Impel Down: look at 5 / 3, an {Impel Down} card to hand', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-083'], donActive: 1, deck: ['OP02-083', 'OP02-050', 'OP02-086', KAROO, HEAT] },
      p1: { leader: KID },
    });
    s.choose('Play Hannyabal');
    expect(s.options()).toEqual(['Minokoala (OP02-086)']); // purple only, not [Hannyabal]
    s.choose('Minokoala').choose('Hannyabal', 'Inazuma', 'Karoo', 'Heat');
    expect(s.hand(0)).toEqual(['OP02-086']);
    const t = build({
      p0: { leader: LUFFY, stage: 'OP02-092', hand: [KAROO], deck: ['OP02-050', HEAT, VITO] },
      p1: { leader: KID },
    });
    t.choose('Activate Impel Down').choose('Inazuma').choose('Heat', 'Vito');
    expect(t.hand(0)).toEqual(['OP02-050']);
    expect(t.trash(0)).toEqual([KAROO]);
    const u = build({ p0: { leader: LUFFY, stage: 'OP02-092' }, p1: { leader: KID } });
    expect(u.has('Activate Impel Down')).toBe(false); // no card to trash
  });

  it('OP02-086 Minokoala and OP02-087 Minotaur: [On K.O.] with an {Impel Down} Leader, add 1 rested DON!!', () => {
    for (const c of ['OP02-086', 'OP02-087']) {
      const s = build({
        p0: { leader: LUFFY, leaderDon: 1 },
        p1: { leader: MAGELLAN, chars: [{ code: c, rested: true }] },
      });
      s.choose(`Attack ${c === 'OP02-086' ? 'Minokoala' : 'Minotaur'} (${c}) with Monkey`);
      s.passUntil((x) => x.has('1'));
      s.choose('1');
      expect(s.g.players[1].donRested, c).toBe(1);
      const t = build({ p0: { leader: LUFFY, leaderDon: 1 }, p1: { leader: KID, chars: [{ code: c, rested: true }] } });
      t.choose(`Attack ${c === 'OP02-086' ? 'Minokoala' : 'Minotaur'} (${c}) with Monkey`);
      t.passUntil((x) => x.g.battle === null);
      expect(t.g.players[1].donRested, c).toBe(0);
    }
    const u = build({ p0: { leader: LUFFY, chars: [{ code: 'OP02-087' }] }, p1: { leader: KID } });
    expect(hasKeyword(u.g, u.id(0, 'OP02-087'), 'doubleAttack')).toBe(true);
  });

  it('OP02-120 Uta: [On Play] DON!! −2: your Leader and all your Characters +1000 until the start of your next turn', () => {
    const s = build({ p0: { leader: LUFFY, chars: [KAROO], hand: ['OP02-120'], donActive: 10 }, p1: { leader: KID } });
    s.choose('Play Uta').choose('Yes').chooseAny('active DON!!', 'active DON!!');
    expect(s.power(s.leader(0))).toBe(6000);
    expect(s.power(s.id(0, KAROO))).toBe(4000);
    expect(s.power(s.id(0, 'OP02-120'))).toBe(9000);
  });
});

const SMOKER = 'OP02-093'; // Leader {Navy}

describe('OP-02: black', () => {
  it('OP02-093 Smoker: [DON!! x1] [Once Per Turn] −1 cost; then with a cost-0 Character, +1000', () => {
    const s = build({ p0: { leader: SMOKER, leaderDon: 1 }, p1: { leader: KID, chars: [KAROO, HEAT] } });
    s.choose('Activate Smoker').choose('Karoo');
    expect(cost(s.g, s.id(1, KAROO))).toBe(0);
    expect(s.power(s.leader(0))).toBe(7000);
    expect(s.has('Activate Smoker')).toBe(false);
    const t = build({ p0: { leader: SMOKER, leaderDon: 1 }, p1: { leader: KID, chars: [HEAT] } });
    t.choose('Activate Smoker').choose('Heat');
    expect(t.power(t.leader(0))).toBe(6000); // Heat costs 1 now: no +1000
    const u = build({ p0: { leader: SMOKER }, p1: { leader: KID, chars: [HEAT] } });
    expect(u.has('Activate Smoker')).toBe(false);
  });

  it("OP02-121 Kuzan: [Your Turn] the opponent's Characters −5 cost; [On Play] K.O. a cost-0 Character; OP02-095 Onigumo: [Banish]", () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-121'], chars: ['OP02-095'], donActive: 10 },
      p1: { leader: KID, chars: [FRANKY, 'OP02-030'] },
    });
    expect(hasKeyword(s.g, s.id(0, 'OP02-095'), 'banish')).toBe(false);
    s.choose('Play Kuzan');
    expect(cost(s.g, s.id(1, 'OP02-030'))).toBe(3);
    expect(s.options()).toEqual(['Franky (ST01-010)']);
    s.choose('Franky');
    expect(s.chars(1)).toEqual(['OP02-030']);
    expect(hasKeyword(s.g, s.id(0, 'OP02-095'), 'banish')).toBe(false); // Oden costs 3
    const t = build({ p0: { leader: LUFFY, chars: ['OP02-121', 'OP02-095'] }, p1: { leader: KID, chars: [KAROO] } });
    expect(hasKeyword(t.g, t.id(0, 'OP02-095'), 'banish')).toBe(true);
    t.choose('End your turn');
    expect(cost(t.g, t.id(1, KAROO))).toBe(1); // the opponent's turn
  });

  it('OP02-096 Kuzan: [On Play] draw 1; [When Attacking] −4 cost', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-096'], donActive: 4, deck: [VITO, HEAT] },
      p1: { leader: KID },
    });
    s.choose('Play Kuzan');
    expect(s.hand(0)).toEqual([VITO]);
    const t = build({ p0: { leader: LUFFY, chars: ['OP02-096'] }, p1: { leader: KID, chars: [FRANKY] } });
    t.choose(ATTACK_KID + 'Kuzan').choose('Franky');
    expect(cost(t.g, t.id(1, FRANKY))).toBe(0);
  });

  it('OP02-098 Koby and OP02-099 Sakazuki: trash 1: K.O. by cost (3 / 5)', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-099', KAROO], donActive: 6 },
      p1: { leader: KID, chars: ['OP02-086', 'OP02-050', VITO] },
    });
    s.choose('Play Sakazuki').choose('Yes');
    expect(s.options()).toEqual(['Minokoala (OP02-086)', 'Inazuma (OP02-050)', 'Vito (ST02-002)']);
    s.choose('Inazuma');
    expect(s.chars(1)).toEqual(['OP02-086', VITO]);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP02-098', KAROO], donActive: 3 },
      p1: { leader: KID, chars: [FRANKY, VITO] },
    });
    t.choose('Play Koby').choose('Yes');
    expect(t.options()).toEqual(['Vito (ST02-002)']);
    const u = build({ p0: { leader: LUFFY, hand: ['OP02-098'], donActive: 3 }, p1: { leader: KID, chars: [VITO] } });
    u.choose('Play Koby');
    expect(u.chars(1)).toEqual([VITO]); // nothing to trash
  });

  it("OP02-100 Jango: with [Fullbody], cannot be K.O.'d in battle; OP02-111 Fullbody: with [Jango], +3000", () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 2 },
      p1: { leader: KID, chars: [{ code: 'OP02-100', rested: true }, 'OP02-111'] },
    });
    s.choose('Attack Jango (OP02-100) with Monkey');
    s.passUntil((x) => x.g.battle === null);
    expect(s.chars(1)).toEqual(['OP02-100', 'OP02-111']);
    const t = build({
      p0: { leader: LUFFY, leaderDon: 2 },
      p1: { leader: KID, chars: [{ code: 'OP02-100', rested: true }] },
    });
    t.choose('Attack Jango (OP02-100) with Monkey');
    t.passUntil((x) => x.g.battle === null);
    expect(t.chars(1)).toEqual([]);
    const u = build({ p0: { leader: LUFFY, chars: ['OP02-111', 'OP02-100'] }, p1: { leader: KID } });
    u.choose(ATTACK_KID + 'Fullbody');
    expect(u.power(u.id(0, 'OP02-111'))).toBe(6000);
    const v = build({ p0: { leader: LUFFY, chars: ['OP02-111'] }, p1: { leader: KID } });
    v.choose(ATTACK_KID + 'Fullbody');
    expect(v.power(v.id(0, 'OP02-111'))).toBe(3000);
  });

  it('OP02-101 Strawberry: with a cost-0 Character, no [Blocker] of cost 5 or less this battle', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP02-101', 'OP02-121'] },
      p1: { leader: KID, chars: ['OP02-012'] },
    });
    s.choose(ATTACK_KID + 'Strawberry');
    expect(s.has('Block with')).toBe(false);
    const t = build({ p0: { leader: LUFFY, chars: ['OP02-101'] }, p1: { leader: KID, chars: ['OP02-012'] } });
    t.choose(ATTACK_KID + 'Strawberry');
    expect(t.has('Block with Blenheim')).toBe(true);
  });

  it("OP02-102 Smoker: cannot be K.O.'d by effects; [When Attacking] with a cost-0 Character, +2000 this battle", () => {
    const t = build({ p0: { leader: LUFFY, chars: ['OP02-102', 'OP02-121'] }, p1: { leader: KID, chars: [KAROO] } });
    t.choose(ATTACK_KID + 'Smoker');
    expect(t.power(t.id(0, 'OP02-102'))).toBe(6000);
    const u = build({ p0: { leader: LUFFY, chars: ['OP02-102'] }, p1: { leader: KID, chars: [KAROO] } });
    u.choose(ATTACK_KID + 'Smoker');
    expect(u.power(u.id(0, 'OP02-102'))).toBe(4000);
    // 001 §1-3-3: a K.O. by an effect is refused.
    const w = build({
      p0: { leader: LUFFY, hand: ['OP02-099', KAROO], donActive: 6 },
      p1: { leader: KID, chars: ['OP02-102'] },
    });
    w.choose('Play Sakazuki').choose('Yes').choose('Smoker');
    expect(w.chars(1)).toEqual(['OP02-102']);
  });

  it('OP02-103 Sengoku, OP02-105 Tashigi ([DON!! x1]), OP02-106 Tsuru: −2 / −3 / −2 cost', () => {
    for (const [c, name, k] of [
      ['OP02-103', 'Sengoku', 2],
      ['OP02-105', 'Tashigi', 3],
    ] as const) {
      const s = build({ p0: { leader: LUFFY, chars: [{ code: c, don: 1 }] }, p1: { leader: KID, chars: [FRANKY] } });
      s.choose(ATTACK_KID + name).choose('Franky');
      expect(cost(s.g, s.id(1, FRANKY))).toBe(4 - k);
      const t = build({ p0: { leader: LUFFY, chars: [c] }, p1: { leader: KID, chars: [FRANKY] } });
      t.choose(ATTACK_KID + name);
      expect(t.has('Franky')).toBe(false);
    }
    const u = build({ p0: { leader: LUFFY, hand: ['OP02-106'], donActive: 1 }, p1: { leader: KID, chars: [FRANKY] } });
    u.choose('Play Tsuru').choose('Franky');
    expect(cost(u.g, u.id(1, FRANKY))).toBe(2);
  });

  it('OP02-104 Sentomaru and OP02-113 Helmeppo: [Trigger] play this card; Helmeppo −2 cost, then +2000', () => {
    for (const c of ['OP02-104', 'OP02-113']) {
      const s = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: [c] } });
      s.choose(ATTACK_KID + 'Franky');
      s.passUntil((x) => x.has('Activate [Trigger]'));
      s.choose('Activate [Trigger]');
      expect(s.chars(1), c).toEqual([c]);
    }
    const t = build({ p0: { leader: LUFFY, chars: ['OP02-113'] }, p1: { leader: KID, chars: [HEAT] } });
    t.choose(ATTACK_KID + 'Helmeppo').choose('Heat');
    expect(t.power(t.id(0, 'OP02-113'))).toBe(5000);
    const u = build({ p0: { leader: LUFFY, chars: ['OP02-113'] }, p1: { leader: KID, chars: [VITO] } });
    u.choose(ATTACK_KID + 'Helmeppo').choose('Vito');
    expect(u.power(u.id(0, 'OP02-113'))).toBe(3000); // Vito costs 1: none at 0
  });

  it("OP02-110 Hina: [Blocker]; [On Block] an opponent's Character with a cost of 6 or less cannot attack this turn", () => {
    const s = build({ p0: { leader: LUFFY, chars: [FRANKY, VITO] }, p1: { leader: KID, chars: ['OP02-110'] } });
    s.choose(ATTACK_KID + 'Franky')
      .choose('Block with Hina')
      .choose('Vito');
    s.passUntil((x) => x.g.battle === null);
    expect(s.has(ATTACK_KID + 'Vito')).toBe(false);
  });

  it('OP02-112 Bell-mère: rest: −1 cost, then your Leader or a Character +1000', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['OP02-112'] }, p1: { leader: KID, chars: [HEAT] } });
    s.choose('Activate Bell').choose('Heat').choose('Monkey');
    expect(cost(s.g, s.id(1, HEAT))).toBe(1);
    expect(s.power(s.leader(0))).toBe(6000);
    expect(s.has('Activate Bell')).toBe(false);
  });

  it("OP02-114 Borsalino: [Opponent's Turn] +1000 and cannot be K.O.'d by effects; [Blocker]", () => {
    const s = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['OP02-114'] } });
    expect(s.power(s.id(1, 'OP02-114'))).toBe(6000);
    const t = build({ p0: { leader: LUFFY, chars: ['OP02-114'] }, p1: { leader: KID } });
    expect(t.power(t.id(0, 'OP02-114'))).toBe(5000);
    const u = build({
      p0: { leader: LUFFY, hand: ['OP02-099', KAROO], donActive: 6 },
      p1: { leader: KID, chars: ['OP02-114'] },
    });
    u.choose('Play Sakazuki').choose('Yes').choose('Borsalino');
    expect(u.chars(1)).toEqual(['OP02-114']);
  });

  it('OP02-115 Monkey.D.Garp: [DON!! x2] [When Attacking] K.O. a cost-0 Character', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP02-115', don: 2 }, 'OP02-121'] },
      p1: { leader: KID, chars: [FRANKY] },
    });
    s.choose(ATTACK_KID + 'Monkey.D.Garp').choose('Franky');
    expect(s.chars(1)).toEqual([]);
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP02-115', don: 1 }, 'OP02-121'] },
      p1: { leader: KID, chars: [FRANKY] },
    });
    t.choose(ATTACK_KID + 'Monkey.D.Garp');
    expect(t.has('Franky')).toBe(false);
  });

  it('OP02-117 Ice Age and OP02-119 Meteor Volcano: −5 cost / K.O. ≤1; [Trigger] K.O. ≤3 / draw 2 trash 1', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-117', 'OP02-119'], donActive: 3 },
      p1: { leader: KID, chars: [FRANKY, 'OP02-030'] },
    });
    s.choose('Activate Ice Age').choose('Kouzuki');
    expect(cost(s.g, s.id(1, 'OP02-030'))).toBe(3);
    s.choose('Activate Meteor Volcano');
    expect(s.chars(1)).toEqual([FRANKY, 'OP02-030']); // nothing costs 1 or less
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY, VITO] }, p1: { leader: KID, life: ['OP02-117'] } });
    t.choose(ATTACK_KID + 'Franky');
    t.passUntil((x) => x.has('Activate [Trigger]'));
    t.choose('Activate [Trigger]');
    expect(t.options()).toEqual(['Vito (ST02-002)']);
    const u = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, life: ['OP02-119'], deck: [VITO, HEAT, KAROO] },
    });
    u.choose(ATTACK_KID + 'Franky');
    u.passUntil((x) => x.has('Activate [Trigger]'));
    u.choose('Activate [Trigger]').choose('Heat');
    expect(u.hand(1)).toEqual([VITO]);
    expect(u.trash(1)).toEqual([HEAT, 'OP02-119']);
  });

  it("OP02-118 Yasakani Sacred Jewel: [Counter] trash 1: a Character cannot be K.O.'d this battle; [Trigger] K.O. a Stage ≤3", () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 3 },
      p1: { leader: KID, chars: [{ code: VITO, rested: true }], hand: ['OP02-118', KAROO], donActive: 1 },
    });
    s.choose('Attack Vito (ST02-002) with Monkey').choose('Activate Yasakani').choose('Yes').choose('Vito');
    s.passUntil((x) => x.g.battle === null);
    expect(s.chars(1)).toEqual([VITO]);
    const t = build({
      p0: { leader: LUFFY, chars: [FRANKY], stage: 'OP02-048' },
      p1: { leader: KID, life: ['OP02-118'] },
    });
    t.choose(ATTACK_KID + 'Franky');
    t.passUntil((x) => x.has('Activate [Trigger]'));
    t.choose('Activate [Trigger]').choose('Land of Wano');
    expect(t.g.players[0].stage).toBe(-1);
    expect(t.trash(0)).toEqual(['OP02-048']);
  });
});

describe('OP-02: DON!! given, keyword auras, battle K.O.s, look at 2', () => {
  it("OP02-002 Monkey.D.Garp: [Your Turn] when a DON!! is given, −1 cost to an opponent's Character with a cost of 7 or less", () => {
    const s = build({
      p0: { leader: 'OP02-002', chars: [KAROO], donActive: 2 },
      p1: { leader: KID, chars: [FRANKY, 'OP02-030'] },
    });
    s.choose('Give DON!! to Karoo');
    expect(s.options()).toEqual(['Franky (ST01-010)']); // Oden costs 8
    s.choose('Franky');
    expect(cost(s.g, s.id(1, FRANKY))).toBe(3);
    s.choose('Give DON!! to Monkey').choose('Franky');
    expect(cost(s.g, s.id(1, FRANKY))).toBe(2);
  });

  it('OP02-057 Bartholomew Kuma: look at 2, a {The Seven Warlords of the Sea} card to hand, the rest to the top or bottom', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-057'], donActive: 3, deck: ['OP02-056', KAROO, HEAT] },
      p1: { leader: KID },
    });
    s.choose('Play Bartholomew').choose('Donquixote').choose('Top of your deck');
    expect(s.hand(0)).toEqual(['OP02-056']);
    expect(deckTop(s, 0, 2)).toEqual([KAROO, HEAT]);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP02-057'], donActive: 3, deck: [VITO, KAROO, HEAT] },
      p1: { leader: KID },
    });
    t.choose('Play Bartholomew').choose('Bottom of your deck').choose('Vito', 'Karoo');
    expect(t.hand(0)).toEqual([]);
    expect(deckTop(t, 0, 1)).toEqual([HEAT]);
    expect(deckBottom(t, 0, 2)).toEqual([VITO, KAROO]);
  });

  it('OP02-074 Saldeath: your [Blugori] gains [Blocker]', () => {
    const s = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, chars: ['OP02-074', 'OP02-084'] } });
    expect(hasKeyword(s.g, s.id(1, 'OP02-084'), 'blocker')).toBe(true);
    s.choose(ATTACK_KID + 'Franky');
    expect(s.has('Block with Blugori')).toBe(true);
    const t = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['OP02-084'] } });
    expect(hasKeyword(t.g, t.id(1, 'OP02-084'), 'blocker')).toBe(false);
  });

  it("OP02-094 Isuka: [DON!! x1] [Once Per Turn] after K.O.'ing an opponent's Character in battle, set active", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP02-094', don: 1 }] },
      p1: {
        leader: KID,
        chars: [
          { code: KAROO, rested: true },
          { code: HEAT, rested: true },
        ],
      },
    });
    s.choose('Attack Karoo (ST01-003) with Isuka');
    s.passUntil((x) => x.g.battle === null);
    expect(s.chars(1)).toEqual([HEAT]);
    expect(s.g.rested[s.id(0, 'OP02-094')]).toBe(0);
    s.choose('Attack Heat (ST02-011) with Isuka');
    s.passUntil((x) => x.g.battle === null);
    expect(s.g.rested[s.id(0, 'OP02-094')]).toBe(1); // once per turn
    const t = build({
      p0: { leader: LUFFY, chars: ['OP02-094'] },
      p1: { leader: KID, chars: [{ code: KAROO, rested: true }] },
    });
    t.choose('Attack Karoo (ST01-003) with Isuka');
    t.passUntil((x) => x.g.battle === null);
    expect(t.g.rested[t.id(0, 'OP02-094')]).toBe(1); // [DON!! x1] unmet
  });
});

describe('OP-02: cost reductions, plays from hand, removal protection, delayed deck bottom', () => {
  it("OP02-025 Kin'emon: with 1 or less Characters, the next {Land of Wano} cost-3+ Character from hand costs 1 less", () => {
    const s = build({ p0: { leader: 'OP02-025', hand: ['OP02-038', 'OP02-030'], donActive: 2 }, p1: { leader: KID } });
    s.choose("Activate Kin'emon");
    expect(cost(s.g, s.id(0, 'OP02-038'))).toBe(2);
    s.choose('Play Nekomamushi (OP02-038) (cost 2)');
    expect(s.chars(0)).toEqual(['OP02-038']);
    expect(s.g.players[0].donActive).toBe(0);
    expect(cost(s.g, s.id(0, 'OP02-030'))).toBe(8); // spent
    const t = build({
      p0: { leader: 'OP02-025', chars: [KAROO, KAROO], hand: ['OP02-038'], donActive: 3 },
      p1: { leader: KID },
    });
    t.choose("Activate Kin'emon");
    expect(cost(t.g, t.id(0, 'OP02-038'))).toBe(3); // 2 Characters
  });

  it('OP02-026 Sanji: [Once Per Turn] played a Character with no base effect from hand, with 3 or less Characters: 2 DON!! active', () => {
    const s = build({
      p0: { leader: 'OP02-026', hand: [KAROO, KAROO], donActive: 1, donRested: 3 },
      p1: { leader: KID },
    });
    s.chooseAny('Play Karoo').choose('2');
    expect(s.g.players[0].donActive).toBe(2);
    s.chooseAny('Play Karoo');
    expect(s.g.players[0].donActive).toBe(1); // once per turn
    const t = build({
      p0: { leader: 'OP02-026', hand: ['OP02-044'], donActive: 2, donRested: 3 },
      p1: { leader: KID },
    });
    t.choose('Play Wanda');
    expect(t.g.players[0].donActive).toBe(0); // Wanda has an effect
    const u = build({
      p0: { leader: 'OP02-026', chars: [HEAT, HEAT, HEAT], hand: [KAROO], donActive: 1, donRested: 3 },
      p1: { leader: KID },
    });
    u.choose('Play Karoo');
    expect(u.g.players[0].donActive).toBe(0); // 4 Characters
  });

  it("OP02-027 Inuarashi: with all DON!! rested, the opponent's effects cannot remove it", () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-099', KAROO, 'OP02-067'], donActive: 8 },
      p1: { leader: KID, chars: ['OP02-027'] },
    });
    s.choose('Play Sakazuki').choose('Yes').choose('Karoo').choose('Inuarashi');
    expect(s.chars(1)).toEqual(['OP02-027']);
    s.choose('Activate Arabesque');
    expect(s.hand(1)).toEqual([]); // not offered to return
    expect(s.chars(1)).toEqual(['OP02-027']);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP02-099', KAROO], donActive: 6 },
      p1: { leader: KID, chars: ['OP02-027'], donActive: 1 },
    });
    t.choose('Play Sakazuki').choose('Yes').choose('Inuarashi');
    expect(t.chars(1)).toEqual([]);
  });

  it('OP02-064 Mr.2.Bon.Kurei: [DON!! x1] trash 1: a cost ≤2 Character to the deck bottom; this one after the battle', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP02-064', don: 1 }], hand: [KAROO] },
      p1: { leader: KID, chars: [HEAT], life: [KAROO] },
    });
    s.choose(ATTACK_KID + 'Mr.2')
      .choose('Yes')
      .choose('Heat');
    expect(deckBottom(s, 1, 1)).toEqual([HEAT]);
    s.passUntil((x) => x.g.battle === null);
    expect(s.chars(0)).toEqual([]);
    expect(deckBottom(s, 0, 1)).toEqual(['OP02-064']);
    const t = build({ p0: { leader: LUFFY, chars: ['OP02-064'], hand: [KAROO] }, p1: { leader: KID, chars: [HEAT] } });
    t.choose(ATTACK_KID + 'Mr.2');
    t.passUntil((x) => x.g.battle === null);
    expect(t.chars(0)).toEqual(['OP02-064']); // [DON!! x1] unmet
  });
});
