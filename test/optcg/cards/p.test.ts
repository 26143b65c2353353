/** The P (promotional) cards of block 1 (issue 8): each ability working, and its conditions refusing when unmet. */
import { describe, expect, it } from 'vitest';
import { Scenario } from '../../../src/optcg/scenario.ts';
import { cost, hasKeyword } from '../../../src/optcg/rules/power.ts';

const build = Scenario.build;
const LUFFY = 'ST01-001', // Leader, 5000
  KID = 'ST02-001'; // Leader, 5000
const KAROO = 'ST01-003', // cost 1, 3000
  HEAT = 'ST02-011', // cost 2, 4000
  VITO = 'ST02-002', // cost 3, 5000
  FRANKY = 'ST01-010'; // cost 4, 6000
const ATTACK_KID = 'Attack Eustass"Captain"Kid (ST02-001) with ';

describe('P cards: keywords and power', () => {
  it('P-001 [Rush], P-003 [Double Attack], P-004 [Blocker]: [DON!! x2] / [DON!! x2] / [DON!! x1]', () => {
    for (const [c, kw, don] of [
      ['P-001', 'rush', 2],
      ['P-003', 'doubleAttack', 2],
      ['P-004', 'blocker', 1],
    ] as const) {
      const s = build({ p0: { leader: LUFFY, chars: [{ code: c, don }] }, p1: { leader: KID } });
      expect(hasKeyword(s.g, s.id(0, c), kw), c).toBe(true);
      const t = build({ p0: { leader: LUFFY, chars: [{ code: c, don: don - 1 }] }, p1: { leader: KID } });
      expect(hasKeyword(t.g, t.id(0, c), kw), c).toBe(false);
    }
  });

  it('P-014 Koby, P-018 Bartolomeo: [Blocker]; P-028 Portgas.D.Ace: [Double Attack]; P-039 Bellamy: [Banish]', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['P-014', 'P-018', 'P-028', 'P-039'] }, p1: { leader: KID } });
    expect(hasKeyword(s.g, s.id(0, 'P-014'), 'blocker')).toBe(true);
    expect(hasKeyword(s.g, s.id(0, 'P-018'), 'blocker')).toBe(true);
    expect(hasKeyword(s.g, s.id(0, 'P-028'), 'doubleAttack')).toBe(true);
    expect(hasKeyword(s.g, s.id(0, 'P-039'), 'banish')).toBe(true);
  });

  it('P-006 [DON!! x2] [Your Turn] +2000; P-034 [DON!! x1] [Your Turn] with 2 or less Life +2000; P-039 [DON!! x2] 0 Life +2000', () => {
    const s = build({
      p0: {
        leader: LUFFY,
        chars: [
          { code: 'P-006', don: 2 },
          { code: 'P-034', don: 1 },
          { code: 'P-039', don: 2 },
        ],
        life: [KAROO],
      },
      p1: { leader: KID },
    });
    expect(s.power(s.id(0, 'P-006'))).toBe(7000);
    expect(s.power(s.id(0, 'P-034'))).toBe(7000);
    expect(s.power(s.id(0, 'P-039'))).toBe(8000); // 1 Life: no +2000
    const t = build({
      p0: {
        leader: LUFFY,
        chars: [
          { code: 'P-006', don: 1 },
          { code: 'P-034', don: 1 },
          { code: 'P-039', don: 2 },
        ],
        life: [KAROO, KAROO, KAROO],
      },
      p1: { leader: KID },
    });
    expect(t.power(t.id(0, 'P-006'))).toBe(4000);
    expect(t.power(t.id(0, 'P-034'))).toBe(5000);
    const u = build({ p0: { leader: LUFFY, chars: [{ code: 'P-039', don: 2 }] }, p1: { leader: KID } });
    expect(u.power(u.id(0, 'P-039'))).toBe(10000);
  });

  it("P-007 Monkey.D.Luffy and P-025 Smoker: [DON!! x1] cannot be K.O.'d in battle by <Strike> / by Characters without <Special>", () => {
    // ST01-001 Monkey.D.Luffy is a <Strike> Leader; given DON!! stay on P-007 during the opponent's turn.
    const s = build({
      p0: { leader: LUFFY, leaderDon: 2 },
      p1: { leader: KID, chars: [{ code: 'P-007', rested: true, don: 1 }] },
    });
    s.choose('Attack Monkey.D.Luffy (P-007) with Monkey');
    s.passUntil((x) => x.g.battle === null);
    expect(s.chars(1)).toEqual(['P-007']);
    const r = build({
      p0: { leader: LUFFY, leaderDon: 2 },
      p1: { leader: KID, chars: [{ code: 'P-007', rested: true }] },
    });
    r.choose('Attack Monkey.D.Luffy (P-007) with Monkey');
    r.passUntil((x) => x.g.battle === null);
    expect(r.chars(1)).toEqual([]); // [DON!! x1] unmet
    const t = build({
      p0: { leader: KID, chars: [{ code: FRANKY, don: 1 }] },
      p1: { leader: LUFFY, chars: [{ code: 'P-025', rested: true, don: 1 }] },
    });
    t.choose('Attack Smoker (P-025) with Franky');
    t.passUntil((x) => x.g.battle === null);
    expect(t.chars(1)).toEqual(['P-025']);
    const u = build({
      p0: { leader: KID, chars: [{ code: FRANKY, don: 1 }] },
      p1: { leader: LUFFY, chars: [{ code: 'P-025', rested: true }] },
    });
    u.choose('Attack Smoker (P-025) with Franky');
    u.passUntil((x) => x.g.battle === null);
    expect(u.chars(1)).toEqual([]);
  });

  it("P-027 General Franky: also named [Franky]; [Opponent's Turn] your Characters with 3000 base power or less +1000", () => {
    const s = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['P-027', KAROO, HEAT] } });
    expect(s.power(s.id(1, KAROO))).toBe(4000);
    expect(s.power(s.id(1, HEAT))).toBe(4000);
    expect(s.power(s.id(1, 'P-027'))).toBe(4000);
    const t = build({ p0: { leader: LUFFY, chars: ['P-027', KAROO] }, p1: { leader: KID } });
    expect(t.power(t.id(0, KAROO))).toBe(3000);
  });
});

describe('P cards: abilities', () => {
  it('P-002 I Smell Adventure!!!: return the hand to the deck, shuffle, draw as many', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['P-002', KAROO, HEAT], donActive: 1, deck: [VITO, VITO, VITO] },
      p1: { leader: KID },
    });
    s.choose('Activate I Smell');
    expect(s.hand(0)).toHaveLength(2);
    expect(s.g.players[0].deck).toHaveLength(3);
  });

  it('P-005 Kaido: DON!! −2: [Banish] this turn', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['P-005'], donActive: 2 }, p1: { leader: KID } });
    s.choose('Activate Kaido').choose('Yes');
    expect(hasKeyword(s.g, s.id(0, 'P-005'), 'banish')).toBe(true);
    const t = build({ p0: { leader: LUFFY, chars: ['P-005'], donActive: 1 }, p1: { leader: KID } });
    expect(t.has('Activate Kaido')).toBe(false);
  });

  it("P-008 Yamato: rest this: rest an opponent's cost ≤2 Character; P-013 Gordon: deck bottom: −3000", () => {
    const s = build({ p0: { leader: LUFFY, chars: ['P-008', 'P-013'] }, p1: { leader: KID, chars: [HEAT, VITO] } });
    s.choose('Activate Yamato');
    expect(s.g.rested[s.id(1, HEAT)]).toBe(1); // the only one: "Rest 1" is not "up to"
    s.choose('Activate Gordon').choose('Vito');
    expect(s.power(s.id(1, VITO))).toBe(2000);
    expect(s.chars(0)).toEqual(['P-008']);
    expect(s.codes(s.g.players[0].deck.slice(0, 1))).toEqual(['P-013']);
  });

  it('P-009 Trafalgar Law: with 6+ cards in the opponent hand, they add 1 Life card to their hand', () => {
    const hand = [KAROO, KAROO, HEAT, HEAT, VITO, VITO];
    const s = build({
      p0: { leader: LUFFY, hand: ['P-009'], donActive: 6 },
      p1: { leader: KID, hand, life: [FRANKY, KAROO] },
    });
    s.choose('Play Trafalgar');
    expect(s.hand(1)).toHaveLength(7);
    expect(s.life(1)).toBe(1);
    const t = build({
      p0: { leader: LUFFY, hand: ['P-009'], donActive: 6 },
      p1: { leader: KID, hand: hand.slice(1), life: [FRANKY] },
    });
    t.choose('Play Trafalgar');
    expect(t.life(1)).toBe(1);
  });

  it('P-010 Kaido: [End of Your Turn] add 1 active DON!!; P-031 Uta: [On Play] add 1 rested DON!!', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['P-010'], hand: ['P-031'], donActive: 5 }, p1: { leader: KID } });
    s.choose('Play Uta').choose('1');
    expect(s.g.players[0].donRested).toBe(6);
    s.choose('End your turn');
    expect(s.g.players[0].donActive).toBe(1);
  });

  it('P-011 Uta: ①: a Character with no base effect +2000 this turn', () => {
    const s = build({ p0: { leader: 'P-011', chars: [KAROO, 'P-013'], donActive: 1 }, p1: { leader: KID } });
    s.choose('Activate Uta');
    expect(s.options()).toEqual(['Karoo (ST01-003)']);
    s.choose('Karoo');
    expect(s.power(s.id(0, KAROO))).toBe(5000);
    expect(s.has('Activate Uta')).toBe(false);
  });

  it('P-017 Trafalgar Law −2000; P-020 Helmeppo +1000; P-019 Bepo [DON!! x1] K.O. ≤3000; P-026 Morgan −3 cost', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['P-017', 'P-020'], donActive: 5 },
      p1: { leader: KID, chars: [FRANKY] },
    });
    s.choose('Play Trafalgar').choose('Franky');
    expect(s.power(s.id(1, FRANKY))).toBe(4000);
    s.choose('Play Helmeppo').choose('Monkey');
    expect(s.power(s.leader(0))).toBe(6000);
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'P-019', don: 1 }, 'P-026'] },
      p1: { leader: KID, chars: [KAROO, FRANKY] },
    });
    t.choose(ATTACK_KID + 'Bepo').choose('Karoo');
    expect(t.chars(1)).toEqual([FRANKY]);
    t.passUntil((x) => x.g.battle === null);
    t.choose(ATTACK_KID + 'Morgan').choose('Franky');
    expect(cost(t.g, t.id(1, FRANKY))).toBe(1);
    const u = build({ p0: { leader: LUFFY, chars: ['P-019'] }, p1: { leader: KID, chars: [KAROO] } });
    u.choose(ATTACK_KID + 'Bepo');
    expect(u.has('Karoo')).toBe(false);
  });

  it("P-024 I'm Gonna Be King of the Pirates!!: your Leader +1000 for each of your Characters; [Trigger] +1000", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [KAROO, HEAT, VITO], hand: ['P-024'], donActive: 2 },
      p1: { leader: KID },
    });
    s.choose("Activate I'm Gonna");
    expect(s.power(s.leader(0))).toBe(8000);
  });

  it('P-029 Bartolomeo: [End of Your Turn] rest this: set a {FILM} Character other than [Bartolomeo] active', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['P-029', { code: 'P-013', rested: true }] }, p1: { leader: KID } });
    s.choose('End your turn').choose('Yes').choose('Gordon');
    expect(s.g.rested[s.id(0, 'P-013')]).toBe(0);
    expect(s.g.rested[s.id(0, 'P-029')]).toBe(1);
  });

  it('P-030 Jinbe: [On K.O.] a Character with a cost of 3 or less to the deck bottom', () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 1, chars: [VITO] },
      p1: { leader: KID, chars: [{ code: 'P-030', rested: true }] },
    });
    s.choose('Attack Jinbe (P-030) with Monkey');
    s.passUntil((x) => x.has('Vito'));
    s.choose('Vito');
    expect(s.chars(0)).toEqual([]);
  });

  it("P-032 Sengoku: [DON!! x1] [Your Turn] the opponent's Characters −2 cost; P-035 Monkey.D.Luffy: trash 1: K.O. cost 0", () => {
    const s = build({
      p0: {
        leader: LUFFY,
        chars: [
          { code: 'P-032', don: 1 },
          { code: 'P-035', don: 1 },
        ],
        hand: [KAROO],
      },
      p1: { leader: KID, chars: [HEAT, VITO] },
    });
    expect(cost(s.g, s.id(1, HEAT))).toBe(0);
    s.choose(ATTACK_KID + 'Monkey.D.Luffy (P-035)').choose('Yes');
    expect(s.options()).toEqual(['Heat (ST02-011)']);
    s.choose('Heat');
    expect(s.chars(1)).toEqual([VITO]);
    const t = build({ p0: { leader: LUFFY, chars: ['P-032'] }, p1: { leader: KID, chars: [HEAT] } });
    expect(cost(t.g, t.id(1, HEAT))).toBe(2);
  });

  it('P-033 Monkey.D.Luffy: deck bottom: draw 1; P-036: Life to hand: this and your Leader +1000; P-037: 2 rested: +1000', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['P-033'], deck: [VITO, HEAT] }, p1: { leader: KID } });
    s.choose('Activate Monkey.D.Luffy (P-033)');
    expect(s.hand(0)).toEqual([VITO]);
    const t = build({ p0: { leader: LUFFY, chars: ['P-036'], life: [KAROO] }, p1: { leader: KID } });
    t.choose(ATTACK_KID + 'Monkey.D.Luffy (P-036)')
      .choose('Yes')
      .choose('Monkey.D.Luffy (ST01-001)');
    expect(t.power(t.id(0, 'P-036'))).toBe(5000);
    expect(t.power(t.leader(0))).toBe(6000);
    const u = build({ p0: { leader: LUFFY, chars: ['P-037', { code: KAROO, rested: true }] }, p1: { leader: KID } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy (P-037)');
    expect(u.power(u.id(0, 'P-037'))).toBe(5000);
    const v = build({ p0: { leader: LUFFY, chars: ['P-037', KAROO] }, p1: { leader: KID } });
    v.choose(ATTACK_KID + 'Monkey.D.Luffy (P-037)');
    expect(v.power(v.id(0, 'P-037'))).toBe(4000);
  });
});

describe('P cards: [Trigger]', () => {
  const hit = (lifeCard: string, extra: Partial<{ hand: string[]; deck: string[]; chars: string[] }> = {}) => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: {
        leader: KID,
        life: [lifeCard],
        hand: extra.hand ?? [],
        deck: extra.deck ?? [VITO, VITO, VITO],
        chars: extra.chars ?? [],
      },
    });
    s.choose(ATTACK_KID + 'Franky');
    s.passUntil((x) => x.has('Activate [Trigger]'));
    return s.choose('Activate [Trigger]');
  };

  it('P-002: [Trigger] return the hand to the deck and draw as many; P-014 Koby: [Trigger] play this card', () => {
    const s = hit('P-002', { hand: [KAROO, HEAT], deck: [VITO] });
    expect(s.hand(1)).toHaveLength(2);
    expect(s.trash(1)).toEqual(['P-002']);
    const t = hit('P-014');
    expect(t.chars(1)).toEqual(['P-014']);
  });

  it('P-024: [Trigger] up to 1 of your Leader or Character cards +1000 this turn', () => {
    const s = hit('P-024', { chars: [KAROO] });
    s.choose('Karoo');
    expect(s.power(s.id(1, KAROO))).toBe(4000);
  });
});
