/**
 * The OP-01 cards that needed new building blocks of the card language (issue 8): cost modifiers, Life as a cost,
 * Event timings, attacks on active Characters, attack restrictions, power for every N, K.O. all, hidden-hand
 * reveals and also-treated names. Each ability working, and its conditions refusing when unmet.
 */
import { describe, expect, it } from 'vitest';
import { Scenario } from '../../../src/optcg/scenario.ts';
import { cost } from '../../../src/optcg/rules/power.ts';
import { Z } from '../../../src/optcg/types.ts';

const build = Scenario.build;
const LUFFY = 'ST01-001',
  KID = 'ST02-001';
const KAROO = 'ST01-003', // cost 1, 3000, red
  HEAT = 'ST02-011', // cost 2, 4000, green
  VITO = 'ST02-002', // cost 3, 5000, green
  FRANKY = 'ST01-010', // cost 4, 6000, red {Straw Hat Crew}
  KOBY = 'ST02-006', // cost 4, 6000, green
  WEEVIL = 'ST03-002', // cost 3, 5000, blue {The Seven Warlords of the Sea}
  GUARD_POINT = 'ST01-014', // [Counter] Event, cost 1: +3000
  OVERHEAT = 'OP01-086', // blue [Counter] Event, cost 2
  HIGURASHI = 'OP01-100'; // {Kurozumi Clan} [Blocker], 3000

describe('OP-01 Leaders', () => {
  it('OP01-002 Trafalgar Law: ② with 5 Characters return 1, then play a cost ≤5 of a different color', () => {
    const s = build({
      p0: {
        leader: 'OP01-002',
        chars: [KAROO, HEAT, VITO, KOBY, FRANKY],
        hand: [KAROO, 'OP01-013', WEEVIL],
        donActive: 2,
      },
      p1: { leader: KID },
    });
    s.choose(/Activate Trafalgar Law/);
    s.choose('Franky'); // red returned
    expect(s.options()).toEqual(['Edward Weevil (ST03-002)']); // Karoo and Sanji are red
    s.choose('Edward Weevil');
    expect(s.chars(0)).toEqual([KAROO, HEAT, VITO, KOBY, WEEVIL]);
    expect(s.hand(0)).toEqual([KAROO, 'OP01-013', FRANKY]);
    expect(s.has(/Activate Trafalgar Law/)).toBe(false); // [Once Per Turn]
    // "If you have 5 Characters": with 4, the DON!! are rested and nothing else happens.
    const t = build({
      p0: { leader: 'OP01-002', chars: [KAROO, HEAT, VITO, KOBY], hand: [WEEVIL], donActive: 2 },
      p1: { leader: KID },
    });
    t.choose(/Activate Trafalgar Law/);
    expect(t.chars(0)).toEqual([KAROO, HEAT, VITO, KOBY]);
    expect(t.g.players[0].donRested).toBe(2);
    // ② unpaid: not offered.
    const u = build({ p0: { leader: 'OP01-002', chars: [KAROO], donActive: 1 }, p1: { leader: KID } });
    expect(u.has(/Activate Trafalgar Law/)).toBe(false);
  });

  it('OP01-003 Monkey.D.Luffy: ④ set a rested {Supernovas}/{Straw Hat Crew} cost ≤5 active; it gains +1000', () => {
    const s = build({
      p0: {
        leader: 'OP01-003',
        chars: [
          { code: FRANKY, rested: true },
          { code: KOBY, rested: true },
        ],
        donActive: 4,
      },
      p1: { leader: KID },
    });
    s.choose(/Activate Monkey/);
    expect(s.options()).toEqual(['Franky (ST01-010)']); // Koby is {Navy}
    s.choose('Franky');
    const f = s.id(0, FRANKY);
    expect(s.g.rested[f]).toBe(0);
    expect(s.power(f)).toBe(7000);
    expect(s.g.rested[s.id(0, KOBY)]).toBe(1);
    expect(s.has(/Activate Monkey/)).toBe(false);
    const t = build({
      p0: { leader: 'OP01-003', chars: [{ code: FRANKY, rested: true }], donActive: 3 },
      p1: { leader: KID },
    });
    expect(t.has(/Activate Monkey/)).toBe(false); // ④ unpaid
  });

  it("OP01-061 Kaido: [DON!! x1] [Your Turn] [Once Per Turn] an opponent's Character K.O.'d: add an active DON!!", () => {
    const s = build({
      p0: { leader: 'OP01-061', leaderDon: 1, chars: [KOBY, FRANKY] },
      p1: {
        leader: KID,
        chars: [
          { code: HEAT, rested: true },
          { code: KAROO, rested: true },
        ],
      },
    });
    s.choose('Attack Heat (ST02-011) with Koby').choose('1');
    expect(s.chars(1)).toEqual([KAROO]);
    expect(s.g.players[0].donActive).toBe(1);
    s.choose('Attack Karoo (ST01-003) with Franky');
    expect(s.chars(1)).toEqual([]);
    expect(s.g.players[0].donActive).toBe(1); // [Once Per Turn]
    const t = build({
      p0: { leader: 'OP01-061', chars: [KOBY] },
      p1: { leader: KID, chars: [{ code: HEAT, rested: true }] },
    });
    t.choose('Attack Heat (ST02-011) with Koby');
    expect(t.chars(1)).toEqual([]);
    expect(t.g.players[0].donActive).toBe(0); // [DON!! x1] unmet
  });

  it('OP01-062 Crocodile: [DON!! x1] on activating an Event, may draw 1 with 4 or less in hand, once a turn', () => {
    const attacked = (don: number, hand: string[]) =>
      build({
        p0: { leader: LUFFY, leaderDon: 2 },
        p1: { leader: 'OP01-062', leaderDon: don, hand, donActive: 2, life: [KAROO], deck: [VITO, HEAT] },
      });
    const s = attacked(1, [GUARD_POINT, GUARD_POINT]);
    s.choose('Attack Crocodile (OP01-062) with Monkey');
    s.chooseAny('Activate Guard Point').choose('Crocodile');
    s.choose('Yes');
    expect(s.hand(1)).toEqual([GUARD_POINT, VITO]);
    s.chooseAny('Activate Guard Point').choose('Crocodile');
    expect(s.hand(1)).toEqual([VITO]); // the second Event: already drawn this turn
    // Declined, it can still draw later in the turn.
    const t = attacked(1, [GUARD_POINT, GUARD_POINT]);
    t.choose('Attack Crocodile (OP01-062) with Monkey');
    t.chooseAny('Activate Guard Point').choose('Crocodile').choose('No');
    t.chooseAny('Activate Guard Point').choose('Crocodile').choose('Yes');
    expect(t.hand(1)).toEqual([VITO]);
    // 5 cards left in hand: no draw.
    const u = attacked(1, [GUARD_POINT, KAROO, KAROO, KAROO, KAROO, KAROO]);
    u.choose('Attack Crocodile (OP01-062) with Monkey');
    u.choose('Activate Guard Point').choose('Crocodile');
    expect(u.hand(1)).toEqual([KAROO, KAROO, KAROO, KAROO, KAROO]);
    // [DON!! x1] unmet.
    const v = attacked(0, [GUARD_POINT]);
    v.choose('Attack Crocodile (OP01-062) with Monkey');
    v.choose('Activate Guard Point').choose('Crocodile');
    expect(v.hand(1)).toEqual([]);
  });

  it('OP01-060 Donquixote Doflamingo: [DON!! x2] [When Attacking] ①: reveal the top; a Warlord cost ≤4 may be played rested', () => {
    const s = build({
      p0: { leader: 'OP01-060', leaderDon: 2, donActive: 1, deck: [WEEVIL, KAROO] },
      p1: { leader: KID },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Donquixote').choose('Yes').choose('Yes');
    expect(s.chars(0)).toEqual([WEEVIL]);
    expect(s.g.rested[s.id(0, WEEVIL)]).toBe(1);
    // Not a Warlord: it stays on top of the deck.
    const t = build({
      p0: { leader: 'OP01-060', leaderDon: 2, donActive: 1, deck: [KAROO, WEEVIL] },
      p1: { leader: KID },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Donquixote').choose('Yes');
    expect(t.chars(0)).toEqual([]);
    expect(t.g.players[0].deck.at(-1)).toBe(t.id(0, KAROO));
    // [DON!! x2] unmet: no payment asked, nothing revealed.
    const u = build({ p0: { leader: 'OP01-060', leaderDon: 1, donActive: 1, deck: [WEEVIL] }, p1: { leader: KID } });
    u.choose('Attack Eustass"Captain"Kid (ST02-001) with Donquixote');
    expect(u.g.players[0].donActive).toBe(1);
    expect(u.chars(0)).toEqual([]);
  });
});

describe('OP-01: Life as a cost', () => {
  it('OP01-008 Cavendish: [On Play] may add 1 Life card to hand: gains [Rush]', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP01-008'], donActive: 4, life: [KAROO, HEAT] },
      p1: { leader: KID },
    });
    s.choose('Play Cavendish').choose('Yes');
    expect(s.life(0)).toBe(1);
    expect(s.hand(0)).toEqual([KAROO]); // the top Life card
    expect(s.has('Attack Eustass"Captain"Kid (ST02-001) with Cavendish')).toBe(true);
    const t = build({ p0: { leader: LUFFY, hand: ['OP01-008'], donActive: 4, life: [KAROO] }, p1: { leader: KID } });
    t.choose('Play Cavendish').choose('No');
    expect(t.life(0)).toBe(1);
    expect(t.has('with Cavendish')).toBe(false);
    // No Life: the cost cannot be paid, nothing is asked.
    const u = build({ p0: { leader: LUFFY, hand: ['OP01-008'], donActive: 4 }, p1: { leader: KID } });
    u.choose('Play Cavendish');
    expect(u.has('with Cavendish')).toBe(false);
  });

  it('OP01-013 Sanji: [Activate: Main] [Once Per Turn] Life to hand: +2000, then up to 2 rested DON!!', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['OP01-013'], donRested: 3, life: [KAROO] }, p1: { leader: KID } });
    s.choose(/Activate Sanji/).choose('2');
    const c = s.id(0, 'OP01-013');
    expect(s.hand(0)).toEqual([KAROO]);
    expect(s.g.don[c]).toBe(2);
    expect(s.power(c)).toBe(3000 + 2000 + 2000);
    expect(s.has(/Activate Sanji/)).toBe(false);
    const t = build({ p0: { leader: LUFFY, chars: ['OP01-013'], donRested: 3 }, p1: { leader: KID } });
    expect(t.has(/Activate Sanji/)).toBe(false); // no Life to pay with
  });
});

describe('OP-01: Event timings', () => {
  it('OP01-004 Usopp: [DON!! x1] [Your Turn] [Once Per Turn] draws when the opponent activates an Event', () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 2, chars: [{ code: 'OP01-004', don: 1 }], deck: [VITO, HEAT] },
      p1: { leader: KID, hand: [GUARD_POINT, GUARD_POINT], donActive: 2, life: [KAROO] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey');
    s.chooseAny('Activate Guard Point').choose('Eustass');
    expect(s.hand(0)).toEqual([VITO]);
    s.chooseAny('Activate Guard Point').choose('Eustass');
    expect(s.hand(0)).toEqual([VITO]); // [Once Per Turn]
    const t = build({
      p0: { leader: LUFFY, leaderDon: 2, chars: ['OP01-004'], deck: [VITO] },
      p1: { leader: KID, hand: [GUARD_POINT], donActive: 1, life: [KAROO] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey').choose('Activate Guard Point').choose('Eustass');
    expect(t.hand(0)).toEqual([]); // [DON!! x1] unmet
  });

  it('OP01-029 Radical Beam!!: [Counter] +2000, +2000 more with 2 or less Life; [Trigger] +1000', () => {
    const attacked = (life: string[]) =>
      // A Karoo in hand keeps the Counter Step open, so the battle's power can be read.
      build({
        p0: { leader: LUFFY, leaderDon: 2 },
        p1: { leader: KID, hand: ['OP01-029', KAROO], donActive: 1, life },
      });
    const s = attacked([KAROO, KAROO]);
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey').choose('Activate Radical Beam').choose('Eustass');
    expect(s.power(s.leader(1))).toBe(9000);
    const t = attacked([KAROO, KAROO, KAROO]);
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey').choose('Activate Radical Beam').choose('Eustass');
    expect(t.power(t.leader(1))).toBe(7000);
    const u = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: ['OP01-029'] } });
    u.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate [Trigger]').choose('Eustass');
    expect(u.power(u.leader(1))).toBe(6000);
  });
});

describe('OP-01: attacks', () => {
  it("OP01-021 Franky: [DON!! x1] can also attack the opponent's active Characters", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-021', don: 1 }] },
      p1: { leader: KID, chars: [HEAT] },
    });
    s.choose('Attack Heat (ST02-011) with Franky');
    expect(s.chars(1)).toEqual([]);
    const t = build({ p0: { leader: LUFFY, chars: ['OP01-021'] }, p1: { leader: KID, chars: [HEAT] } });
    expect(t.has('Attack Heat (ST02-011) with Franky')).toBe(false);
  });

  it('OP01-112 Page One: [Activate: Main] [Once Per Turn] DON!! −1: can also attack active Characters this turn', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['OP01-112'], donActive: 1 }, p1: { leader: KID, chars: [HEAT] } });
    expect(s.has('Attack Heat (ST02-011) with Page One')).toBe(false);
    s.choose(/Activate Page One/).choose('Yes');
    expect(s.g.players[0].donDeck).toBe(10);
    expect(s.has(/Activate Page One/)).toBe(false);
    s.choose('Attack Heat (ST02-011) with Page One');
    expect(s.chars(1)).toEqual([]);
    const t = build({ p0: { leader: LUFFY, chars: ['OP01-112'] }, p1: { leader: KID, chars: [HEAT] } });
    expect(t.has(/Activate Page One/)).toBe(false); // no DON!! to return
  });

  it('OP01-051 Eustass"Captain"Kid: rested with [DON!! x1] on the opponent\'s turn, only it can be attacked', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: {
        leader: KID,
        chars: [
          { code: 'OP01-051', don: 1, rested: true },
          { code: HEAT, rested: true },
        ],
      },
    });
    expect(s.options().filter((o) => o.startsWith('Attack'))).toEqual([
      'Attack Eustass"Captain"Kid (OP01-051) with Monkey.D.Luffy (ST01-001)',
      'Attack Eustass"Captain"Kid (OP01-051) with Franky (ST01-010)',
    ]);
    const t = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: {
        leader: KID,
        chars: [
          { code: 'OP01-051', rested: true },
          { code: HEAT, rested: true },
        ],
      },
    });
    expect(t.has('Attack Heat (ST02-011) with Franky')).toBe(true); // [DON!! x1] unmet
    const u = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: {
        leader: KID,
        chars: [
          { code: 'OP01-051', don: 1 },
          { code: HEAT, rested: true },
        ],
      },
    });
    expect(u.has('Attack Eustass"Captain"Kid (ST02-001) with Franky')).toBe(true); // not rested
  });

  it('OP01-051 Eustass"Captain"Kid: [Activate: Main] [Once Per Turn] rest it: play a cost ≤3 Character', () => {
    const s = build({ p0: { leader: KID, chars: ['OP01-051'], hand: [VITO, KOBY] }, p1: { leader: LUFFY } });
    s.choose(/Activate Eustass/);
    expect(s.options()).toEqual(['Vito (ST02-002)']);
    s.choose('Vito');
    expect(s.chars(0)).toEqual(['OP01-051', VITO]);
    expect(s.g.rested[s.id(0, 'OP01-051')]).toBe(1);
    expect(s.has(/Activate Eustass/)).toBe(false); // rested: the cost cannot be paid again
  });

  it("OP01-085 Mr.3(Galdino): with a {Baroque Works} Leader, a cost ≤4 cannot attack until the end of the opponent's next turn", () => {
    const s = build({
      p0: { leader: 'OP01-062', hand: ['OP01-085'], donActive: 2 },
      p1: { leader: KID, chars: [HEAT, 'ST02-013'] },
    });
    s.choose('Play Mr.3');
    expect(s.options()).toEqual(['Heat (ST02-011)']); // Kid costs 7
    s.choose('Heat');
    s.choose('End your turn');
    s.passUntil((x) => x.g.turnPlayer === 1 && x.has('End your turn'));
    expect(s.has(/with Heat/)).toBe(false);
    s.choose('End your turn');
    s.passUntil((x) => x.g.turnPlayer === 0 && x.has('End your turn'));
    s.choose('End your turn');
    s.passUntil((x) => x.g.turnPlayer === 1 && x.has('End your turn'));
    expect(s.has('Attack Crocodile (OP01-062) with Heat (ST02-011)')).toBe(true);
    const t = build({ p0: { leader: LUFFY, hand: ['OP01-085'], donActive: 2 }, p1: { leader: KID, chars: [HEAT] } });
    t.choose('Play Mr.3');
    expect(t.g.mods.length).toBe(0); // Leader without {Baroque Works}: nothing selected
  });
});

describe('OP-01: power that counts', () => {
  it('OP01-072 Smiley: [DON!! x1] [Your Turn] +1000 for every card in your hand', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-072', don: 1 }], hand: [KAROO, KAROO, HEAT] },
      p1: { leader: KID },
    });
    expect(s.power(s.id(0, 'OP01-072'))).toBe(1000 + 1000 + 3000);
    const t = build({ p0: { leader: LUFFY, chars: ['OP01-072'], hand: [KAROO, KAROO, HEAT] }, p1: { leader: KID } });
    expect(t.power(t.id(0, 'OP01-072'))).toBe(1000);
    const u = build({
      p0: { leader: KID },
      p1: { leader: LUFFY, chars: [{ code: 'OP01-072', don: 1 }], hand: [KAROO] },
    });
    expect(u.power(u.id(1, 'OP01-072'))).toBe(1000); // not its owner's turn
  });

  it('OP01-083 Mr.1(Daz.Bonez): [DON!! x1] [Your Turn] {Baroque Works} Leader: +1000 per 2 Events in your trash', () => {
    const trash = [GUARD_POINT, OVERHEAT, GUARD_POINT, KAROO, KAROO];
    const s = build({ p0: { leader: 'OP01-062', chars: [{ code: 'OP01-083', don: 1 }], trash }, p1: { leader: KID } });
    expect(s.power(s.id(0, 'OP01-083'))).toBe(3000 + 1000 + 1000); // 3 Events: one pair
    const t = build({ p0: { leader: LUFFY, chars: [{ code: 'OP01-083', don: 1 }], trash }, p1: { leader: KID } });
    expect(t.power(t.id(0, 'OP01-083'))).toBe(4000);
  });
});

describe('OP-01: cost modifiers', () => {
  it('OP01-067 Crocodile: [Banish]; [DON!! x1] blue Events in your hand cost 1 less (never below 0)', () => {
    const s = build({
      p0: {
        leader: LUFFY,
        chars: [{ code: 'OP01-067', don: 1 }],
        hand: [OVERHEAT, 'OP01-088', GUARD_POINT, 'OP01-090'],
      },
      p1: { leader: KID },
    });
    expect(s.g.players[0].hand.map((c) => cost(s.g, c))).toEqual([1, 0, 1, 0]); // Guard Point is red
    expect(s.has('Activate Baroque Works (OP01-090) [Main] (cost 0)')).toBe(true);
    const t = build({ p0: { leader: LUFFY, chars: ['OP01-067'], hand: [OVERHEAT] }, p1: { leader: KID } });
    expect(cost(t.g, t.g.players[0].hand[0]!)).toBe(2);
    const u = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-067', don: 1 }] },
      p1: { leader: KID, chars: [{ code: HEAT, rested: true }], life: [KAROO] },
    });
    u.choose('Attack Eustass"Captain"Kid (ST02-001) with Crocodile');
    expect(u.trash(1)).toEqual([KAROO]); // [Banish]
  });
});

describe('OP-01: K.O.', () => {
  it('OP01-038 Kanjuro: [DON!! x1] [When Attacking] K.O. a rested cost ≤2; [On K.O.] the opponent picks a card to trash', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-038', don: 1 }] },
      p1: { leader: KID, chars: [{ code: HEAT, rested: true }, { code: VITO, rested: true }, KAROO] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Kanjuro');
    expect(s.options()).toEqual(['Heat (ST02-011)']);
    s.choose('Heat');
    expect(s.chars(1)).toEqual([VITO, KAROO]);
    const t = build({
      p0: { leader: LUFFY, chars: ['OP01-038'] },
      p1: { leader: KID, chars: [{ code: HEAT, rested: true }] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Kanjuro');
    expect(t.chars(1)).toEqual([HEAT]); // [DON!! x1] unmet
    // [On K.O.]: the opponent chooses by position, unseen.
    const u = build({
      p0: { leader: LUFFY, leaderDon: 2 },
      p1: { leader: KID, chars: [{ code: 'OP01-038', rested: true }], hand: [KAROO, VITO] },
    });
    u.choose('Attack Kanjuro (OP01-038) with Monkey');
    u.passUntil((x) => x.decision!.player === 0);
    expect(u.options()).toEqual(['card 1 of the hand', 'card 2 of the hand']);
    u.choose('card 2 of the hand');
    expect(u.hand(1)).toEqual([KAROO]);
    expect(u.trash(1)).toEqual(['OP01-038', VITO]);
  });

  it('OP01-094 Kaido: [On Play] DON!! −6 with an {Animal Kingdom Pirates} Leader: K.O. all other Characters', () => {
    const s = build({
      p0: { leader: 'OP01-061', chars: [KAROO], hand: ['OP01-094'], donActive: 10 },
      p1: { leader: KID, chars: [HEAT, VITO] },
    });
    s.choose('Play Kaido').choose('Yes');
    expect(s.chars(0)).toEqual(['OP01-094']);
    expect(s.chars(1)).toEqual([]);
    expect(s.g.players[0].donDeck).toBe(6);
    const t = build({ p0: { leader: LUFFY, hand: ['OP01-094'], donActive: 10 }, p1: { leader: KID, chars: [HEAT] } });
    t.choose('Play Kaido').choose('Yes');
    expect(t.chars(1)).toEqual([HEAT]); // Leader without the type: the DON!! are returned, nothing is K.O.'d
    const u = build({
      p0: { leader: 'OP01-061', hand: ['OP01-094'], donActive: 10 },
      p1: { leader: KID, chars: [HEAT] },
    });
    u.choose('Play Kaido').choose('No');
    expect(u.chars(1)).toEqual([HEAT]);
  });

  it("OP01-096 King: [On Play] DON!! −2: K.O. up to 1 cost ≤3 and up to 1 cost ≤2 of the opponent's Characters", () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP01-096'], donActive: 7 },
      p1: { leader: KID, chars: [VITO, HEAT, KOBY] },
    });
    s.choose('Play King').choose('Yes');
    expect(s.options()).toEqual(['Vito (ST02-002)', 'Heat (ST02-011)']);
    s.choose('Vito');
    expect(s.options()).toEqual(['Heat (ST02-011)']);
    s.choose('Heat');
    expect(s.chars(1)).toEqual([KOBY]);
    const t = build({ p0: { leader: LUFFY, hand: ['OP01-096'], donActive: 7 }, p1: { leader: KID, chars: [VITO] } });
    t.choose('Play King').choose('No');
    expect(t.chars(1)).toEqual([VITO]);
  });

  it("OP01-099 Kurozumi Semimaru: other {Kurozumi Clan} Characters cannot be K.O.'d in battle", () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 3 },
      p1: { leader: KID, chars: ['OP01-099', { code: HIGURASHI, rested: true }] },
    });
    s.choose('Attack Kurozumi Higurashi (OP01-100) with Monkey');
    expect(s.chars(1)).toEqual(['OP01-099', HIGURASHI]);
    const t = build({
      p0: { leader: LUFFY, leaderDon: 3 },
      p1: { leader: KID, chars: [{ code: 'OP01-099', rested: true }, HIGURASHI] },
    });
    t.choose('Attack Kurozumi Semimaru (OP01-099) with Monkey');
    t.passUntil((x) => x.g.battle === null);
    expect(t.chars(1)).toEqual([HIGURASHI]); // not itself
    const u = build({
      p0: { leader: LUFFY, leaderDon: 3 },
      p1: { leader: KID, chars: [{ code: HIGURASHI, rested: true }] },
    });
    u.choose('Attack Kurozumi Higurashi (OP01-100) with Monkey');
    expect(u.chars(1)).toEqual([]);
  });
});

describe('OP-01: hidden hands and names', () => {
  it('OP01-105 Bao Huang: [On Play] the opponent reveals 2 cards of their hand, chosen by position', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP01-105'], donActive: 2 },
      p1: { leader: KID, hand: [KAROO, HEAT, VITO] },
    });
    s.choose('Play Bao Huang');
    expect(s.options()).toEqual(['card 1 of the hand', 'card 2 of the hand', 'card 3 of the hand']);
    s.choose('card 1 of the hand', 'card 3 of the hand');
    const shown = s
      .takeEvents()
      .filter((e) => e['type'] === 'reveal')
      .map((e) => e['code']);
    expect(shown).toEqual([KAROO, VITO]);
    expect(s.hand(1)).toEqual([KAROO, HEAT, VITO]);
  });

  it("OP01-063 Arlong: [DON!! x1] rest it: reveal 1 card of the opponent's hand; an Event sends their top Life to the deck bottom", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-063', don: 1 }] },
      p1: { leader: KID, hand: [KAROO, GUARD_POINT], life: [HEAT, VITO] },
    });
    s.choose(/Activate Arlong/)
      .choose('card 2 of the hand')
      .choose('1');
    expect(s.life(1)).toBe(1);
    expect(s.g.players[1].deck[0]).toBe(s.id(1, HEAT));
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP01-063', don: 1 }] },
      p1: { leader: KID, hand: [KAROO, GUARD_POINT], life: [HEAT] },
    });
    t.choose(/Activate Arlong/).choose('card 1 of the hand');
    expect(t.life(1)).toBe(1); // a Character: nothing
    expect(t.g.rested[t.id(0, 'OP01-063')]).toBe(1);
    const u = build({ p0: { leader: LUFFY, chars: ['OP01-063'] }, p1: { leader: KID, hand: [GUARD_POINT] } });
    expect(u.has(/Activate Arlong/)).toBe(false); // [DON!! x1] unmet
  });

  it('OP01-047 Trafalgar Law: [Blocker]; [On Play] may return 1 of your Characters: play a cost ≤3 Character', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [HEAT], hand: ['OP01-047', VITO, KOBY], donActive: 5 },
      p1: { leader: KID },
    });
    s.choose('Play Trafalgar Law').choose('Yes').choose('Heat');
    expect(s.options()).toEqual(['Vito (ST02-002)', 'Heat (ST02-011)']);
    s.choose('Vito');
    expect(s.chars(0)).toEqual(['OP01-047', VITO]);
    expect(s.hand(0)).toEqual([KOBY, HEAT]);
    const t = build({
      p0: { leader: LUFFY, chars: [HEAT], hand: ['OP01-047', VITO], donActive: 5 },
      p1: { leader: KID },
    });
    t.choose('Play Trafalgar Law').choose('No');
    expect(t.chars(0)).toEqual([HEAT, 'OP01-047']);
    const b = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['OP01-047'], life: [KAROO] } });
    b.choose('Attack Eustass').choose('Block with Trafalgar Law');
    expect(b.chars(1)).toEqual(['OP01-047']); // 5000 against 6000
    expect(b.life(1)).toBe(1);
  });

  it('OP01-121 Yamato: also named [Kouzuki Oden]; [Double Attack]; [Banish]', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['OP01-121'] }, p1: { leader: KID, life: [KAROO, HEAT] } });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Yamato');
    expect(s.life(1)).toBe(0);
    expect(s.trash(1)).toEqual([KAROO, HEAT]);
    expect(s.g.zone[s.id(1, KAROO)]).toBe(Z.trash);
  });
});
