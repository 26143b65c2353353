/** OP-04 cards (issue 8): each ability working, and its conditions and costs refusing when unmet. */
import { describe, expect, it } from 'vitest';
import { Scenario } from '../../../src/optcg/scenario.ts';
import { cost, hasKeyword } from '../../../src/optcg/rules/power.ts';
import { defOf } from '../../../src/optcg/cards/defs.ts';

const build = Scenario.build;
const LUFFY = 'ST01-001', // Leader {Straw Hat Crew}, 5000
  KID = 'ST02-001', // Leader, 5000
  VIVI = 'OP04-001', // Leader {Alabasta}, 5000, cannot attack
  DOFLAMINGO = 'OP04-019', // Leader {Donquixote Pirates}, 5000
  REBECCA = 'OP04-039', // Leader {Dressrosa}, 5000, cannot attack
  KAIDO = 'ST04-001', // Leader {Animal Kingdom Pirates}, 5000
  CROCODILE = 'ST03-001', // Leader {Baroque Works}, 5000
  ICEBURG = 'OP03-058', // Leader {Water Seven}, 5000 (its own ability is not used here)
  YAMATO = 'ST09-001'; // Leader {Land of Wano}
const KAROO = 'ST01-003', // cost 1, 3000
  HEAT = 'ST02-011', // cost 2, 4000
  VITO = 'ST02-002', // cost 3, 5000
  FRANKY = 'ST01-010', // cost 4, 6000 (the default deck filler)
  ZORO = 'ST01-013'; // cost 3, 5000, <Slash>

describe('OP-04 red: Alabasta', () => {
  it('OP04-001 Nefeltari Vivi: cannot attack; [Activate: Main] [Once Per Turn] ② draw 1 and a Character gains [Rush]', () => {
    const s = build({
      p0: { leader: VIVI, chars: [{ code: HEAT, fresh: true }], donActive: 4 },
      p1: { leader: KID },
    });
    expect(s.has('with Nefeltari Vivi')).toBe(false); // "This Leader cannot attack"
    expect(s.has('Attack Eustass"Captain"Kid (ST02-001) with Heat')).toBe(false); // played this turn
    s.choose('Activate Nefeltari Vivi').choose('Heat');
    expect(s.hand(0)).toEqual([FRANKY]);
    expect(s.g.players[0].donActive).toBe(2);
    expect(s.has('Attack Eustass"Captain"Kid (ST02-001) with Heat')).toBe(true);
    expect(s.has('Activate Nefeltari Vivi')).toBe(false); // [Once Per Turn]
    const t = build({ p0: { leader: VIVI, donActive: 1 }, p1: { leader: KID } });
    expect(t.has('Activate Nefeltari Vivi')).toBe(false); // ② unpaid
  });

  it('OP04-002 Igaram: rest it and give the active Leader −5000: look at 5, an {Alabasta} card to hand', () => {
    const s = build({
      p0: { leader: VIVI, chars: ['OP04-002'], deck: ['OP04-015', HEAT, HEAT, VITO, FRANKY, FRANKY] },
      p1: { leader: KID },
    });
    s.choose('Activate Igaram');
    expect(s.options().some((o) => o.includes('Roronoa Zoro'))).toBe(true);
    expect(s.options()).toEqual(['Roronoa Zoro (OP04-015)']);
    s.choose('Roronoa Zoro').answer([0, 1, 2, 3]);
    expect(s.hand(0)).toEqual(['OP04-015']);
    expect(s.power(s.leader(0))).toBe(0);
    expect(s.g.rested[s.id(0, 'OP04-002')]).toBe(1);
    const t = build({ p0: { leader: VIVI, leaderRested: true, chars: ['OP04-002'] }, p1: { leader: KID } });
    expect(t.has('Activate Igaram')).toBe(false); // the Leader is not active: the cost cannot be paid
  });

  it('OP04-003 Usopp: [On K.O.] K.O. a Character with 5000 base power or less (the printed power)', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: VITO, don: 1 }, FRANKY] },
      p1: { leader: KID, chars: [{ code: 'OP04-003', rested: true }] },
    });
    s.choose('Attack Usopp (OP04-003) with Vito');
    s.passUntil((x) => x.player === 1 && x.has('Vito (ST02-002)'));
    expect(s.has('Franky')).toBe(false); // 6000 base power
    s.choose('Vito'); // 6000 power with its DON!!, 5000 printed
    expect(s.chars(0)).toEqual([FRANKY]);
  });

  it('OP04-004 Karoo: rest it: up to 1 rested DON!! to each {Alabasta} Character', () => {
    const s = build({
      p0: { leader: VIVI, chars: ['OP04-004', 'OP04-011', 'OP04-015', HEAT], donRested: 3 },
      p1: { leader: KID },
    });
    s.choose('Activate Karoo');
    expect(s.has('Heat')).toBe(false); // not {Alabasta}
    s.choose('Nami', 'Roronoa Zoro');
    expect(s.g.don[s.id(0, 'OP04-011')]).toBe(1);
    expect(s.g.don[s.id(0, 'OP04-015')]).toBe(1);
    expect(s.g.players[0].donRested).toBe(1);
    expect(s.has('Activate Karoo')).toBe(false); // rested: the cost cannot be paid again
  });

  it('OP04-005 Kung Fu Jugon: [Blocker] only with another [Kung Fu Jugon]', () => {
    const s = build({ p0: { leader: VIVI, chars: ['OP04-005', 'OP04-005'] }, p1: { leader: KID } });
    expect(hasKeyword(s.g, s.g.players[0].chars[0]!, 'blocker')).toBe(true);
    const t = build({ p0: { leader: VIVI, chars: ['OP04-005'] }, p1: { leader: KID } });
    expect(hasKeyword(t.g, t.g.players[0].chars[0]!, 'blocker')).toBe(false);
  });

  it('OP04-006 Koza: [When Attacking] the active Leader −5000: +2000 until the start of your next turn', () => {
    const s = build({ p0: { leader: VIVI, chars: ['OP04-006'] }, p1: { leader: KID } });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Koza').choose('Yes');
    expect(s.power(s.leader(0))).toBe(0);
    expect(s.power(s.id(0, 'OP04-006'))).toBe(5000);
    s.passUntil((x) => x.g.turnPlayer === 1 && x.has('End your turn'));
    expect(s.power(s.id(0, 'OP04-006'))).toBe(5000); // still in the opponent's turn
    const t = build({ p0: { leader: VIVI, leaderRested: true, chars: ['OP04-006'] }, p1: { leader: KID } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Koza');
    expect(t.has('Yes')).toBe(false); // the Leader is rested: nothing to pay with
    expect(t.power(t.id(0, 'OP04-006'))).toBe(3000);
  });

  it('OP04-008 Chaka: [DON!! x1] [When Attacking] with [Nefeltari Vivi]: −3000, then K.O. one with 0 power or less', () => {
    const s = build({
      p0: { leader: VIVI, chars: [{ code: 'OP04-008', don: 1 }] },
      p1: { leader: KID, chars: [KAROO] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Chaka').choose('Karoo').choose('Karoo');
    expect(s.chars(1)).toEqual([]);
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP04-008', don: 1 }] },
      p1: { leader: KID, chars: [KAROO] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Chaka');
    expect(t.has('Karoo')).toBe(false); // the Leader is not [Nefeltari Vivi]
    const u = build({ p0: { leader: VIVI, chars: ['OP04-008'] }, p1: { leader: KID, chars: [KAROO] } });
    u.choose('Attack Eustass"Captain"Kid (ST02-001) with Chaka');
    expect(u.has('Karoo')).toBe(false); // [DON!! x1] unmet
  });

  it('OP04-009 Super Spot-Billed Duck Troops: the active Leader −5000: back to the hand at the end of this turn', () => {
    const s = build({ p0: { leader: VIVI, chars: ['OP04-009'] }, p1: { leader: KID } });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Super').choose('Yes');
    s.passUntil((x) => x.player === 0 && x.has('End your turn'));
    expect(s.chars(0)).toEqual(['OP04-009']);
    s.choose('End your turn');
    expect(s.chars(0)).toEqual([]);
    expect(s.hand(0)).toEqual(['OP04-009']);
    const t = build({ p0: { leader: VIVI, chars: ['OP04-009'] }, p1: { leader: KID } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Super').choose('No');
    t.passUntil((x) => x.player === 0 && x.has('End your turn')).choose('End your turn');
    expect(t.chars(0)).toEqual(['OP04-009']);
  });

  it('OP04-010 Tony Tony.Chopper: [On Play] play an {Animal} Character with 3000 power or less from the hand', () => {
    const s = build({
      p0: { leader: VIVI, hand: ['OP04-010', 'OP04-004', 'OP04-009', 'OP04-005'], donActive: 3 },
      p1: { leader: KID },
    });
    s.choose('Play Tony');
    expect(s.has('Karoo')).toBe(true);
    expect(s.has('Kung Fu Jugon')).toBe(true);
    expect(s.has('Super')).toBe(true); // 3000 power
    s.choose('Karoo');
    expect(s.chars(0)).toEqual(['OP04-010', 'OP04-004']);
  });

  it('OP04-011 Nami: [When Attacking] reveal the top: a Character with 6000 power or more gives +3000; it goes to the bottom', () => {
    const s = build({ p0: { leader: VIVI, chars: ['OP04-011'], deck: [FRANKY, KAROO] }, p1: { leader: KID } });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Nami');
    expect(s.power(s.id(0, 'OP04-011'))).toBe(6000);
    expect(s.g.players[0].deck.map((c) => s.g.code[c])).toEqual([FRANKY, KAROO]); // bottom first: Franky under
    const t = build({ p0: { leader: VIVI, chars: ['OP04-011'], deck: [KAROO, FRANKY] }, p1: { leader: KID } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Nami');
    expect(t.power(t.id(0, 'OP04-011'))).toBe(3000);
    expect(t.g.players[0].deck.map((c) => t.g.code[c])).toEqual([KAROO, FRANKY]);
  });

  it('OP04-012 Nefeltari Cobra: [Your Turn] other {Alabasta} Characters +1000', () => {
    const s = build({ p0: { leader: VIVI, chars: ['OP04-012', 'OP04-011', HEAT] }, p1: { leader: KID } });
    expect(s.power(s.id(0, 'OP04-011'))).toBe(4000);
    expect(s.power(s.id(0, 'OP04-012'))).toBe(0);
    expect(s.power(s.id(0, HEAT))).toBe(4000);
    const t = build({ p0: { leader: KID }, p1: { leader: VIVI, chars: ['OP04-012', 'OP04-011'] } });
    expect(t.power(t.id(1, 'OP04-011'))).toBe(3000); // not in its owner's turn
  });

  it('OP04-013 Pell: [DON!! x1] [When Attacking] K.O. one with 4000 power or less', () => {
    const s = build({
      p0: { leader: VIVI, chars: [{ code: 'OP04-013', don: 1 }] },
      p1: { leader: KID, chars: [HEAT, VITO] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Pell');
    expect(s.has('Vito')).toBe(false);
    s.choose('Heat');
    expect(s.chars(1)).toEqual([VITO]);
    const t = build({ p0: { leader: VIVI, chars: ['OP04-013'] }, p1: { leader: KID, chars: [HEAT] } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Pell');
    expect(t.has('Heat')).toBe(false);
  });

  it('OP04-014 Monkey.D.Luffy: [Banish]; OP04-015 Roronoa Zoro: [On Play] −2000', () => {
    const s = build({
      p0: { leader: VIVI, chars: ['OP04-014'], hand: ['OP04-015'], donActive: 5 },
      p1: { leader: KID, chars: [VITO] },
    });
    expect(hasKeyword(s.g, s.id(0, 'OP04-014'), 'banish')).toBe(true);
    s.choose('Play Roronoa Zoro').choose('Vito');
    expect(s.power(s.id(1, VITO))).toBe(3000);
  });

  it('OP04-016 Bad Manners Kick Course: [Counter] trash 1: +3000; [Trigger] −3000', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: VIVI, hand: ['OP04-016', KAROO], life: [HEAT] },
    });
    s.choose('Attack Nefeltari Vivi (OP04-001) with Franky');
    s.passUntil((x) => x.has('Bad Manners'))
      .choose('Bad Manners')
      .choose('Yes')
      .choose('Nefeltari Vivi');
    expect(s.trash(1).sort()).toEqual(['OP04-016', KAROO].sort());
    expect(s.life(1)).toBe(1); // 8000 against 6000: no damage
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: VIVI, life: ['OP04-016'] } });
    t.choose('Attack Nefeltari Vivi (OP04-001) with Franky');
    t.passUntil((x) => x.has('Activate [Trigger]'))
      .choose('Activate [Trigger]')
      .choose('Franky');
    expect(t.power(t.id(0, FRANKY))).toBe(3000);
  });

  it('OP04-017 Happiness Punch: [Counter] −2000, and −1000 more only while your Leader is active', () => {
    const s = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: VIVI, hand: ['OP04-017'], donActive: 1 } });
    s.choose('Attack Nefeltari Vivi (OP04-001) with Franky');
    s.passUntil((x) => x.has('Happiness'))
      .choose('Happiness')
      .choose('Franky')
      .choose('Franky');
    expect(s.power(s.id(0, FRANKY))).toBe(3000);
    const t = build({
      p0: { leader: LUFFY },
      p1: { leader: VIVI, leaderRested: true, hand: ['OP04-017'], donActive: 1 },
    });
    t.choose('Attack Nefeltari Vivi (OP04-001) with Monkey.D.Luffy');
    t.passUntil((x) => x.has('Happiness'))
      .choose('Happiness')
      .choose('Monkey.D.Luffy');
    expect(t.power(t.leader(0))).toBe(3000); // the Leader is rested: no second −1000
  });

  it('OP04-018 Enchanting Vertigo Dance: with an {Alabasta} Leader −2000 to 2 Characters; [Trigger] the same', () => {
    const s = build({
      p0: { leader: VIVI, hand: ['OP04-018'], donActive: 3 },
      p1: { leader: KID, chars: [HEAT, VITO] },
    });
    s.choose('Activate Enchanting').choose('Heat', 'Vito');
    expect(s.power(s.id(1, HEAT))).toBe(2000);
    expect(s.power(s.id(1, VITO))).toBe(3000);
    const t = build({ p0: { leader: LUFFY, hand: ['OP04-018'], donActive: 3 }, p1: { leader: KID, chars: [HEAT] } });
    t.choose('Activate Enchanting');
    expect(t.power(t.id(1, HEAT))).toBe(4000);
    const u = build({ p0: { leader: LUFFY, chars: [FRANKY, VITO] }, p1: { leader: VIVI, life: ['OP04-018'] } });
    u.choose('Attack Nefeltari Vivi (OP04-001) with Franky');
    u.passUntil((x) => x.has('Activate [Trigger]'))
      .choose('Activate [Trigger]')
      .choose('Franky', 'Vito');
    expect(u.power(u.id(0, VITO))).toBe(3000);
  });
});

describe('OP-04 green: Donquixote Pirates', () => {
  it('OP04-019 Donquixote Doflamingo: [End of Your Turn] set up to 2 DON!! active', () => {
    const s = build({ p0: { leader: DOFLAMINGO, donRested: 3 }, p1: { leader: KID } });
    s.choose('End your turn').choose('2');
    expect(s.g.players[0].donActive).toBe(2);
    expect(s.g.players[0].donRested).toBe(1);
  });

  it('OP04-020 Issho: [DON!! x1] [Your Turn] opponent Characters −1 cost; [End of Your Turn] ①: a cost-5-or-less Character active', () => {
    const t = build({
      p0: { leader: 'OP04-020', leaderDon: 1, chars: [{ code: VITO, rested: true }], donActive: 1 },
      p1: { leader: KID, chars: [HEAT] },
    });
    expect(cost(t.g, t.id(1, HEAT))).toBe(1);
    t.choose('End your turn').choose('Yes').choose('Vito');
    expect(t.g.rested[t.id(0, VITO)]).toBe(0);
    expect(t.g.players[0].donActive).toBe(0);
    const u = build({
      p0: { leader: 'OP04-020', chars: [{ code: VITO, rested: true }] },
      p1: { leader: KID, chars: [HEAT] },
    });
    expect(cost(u.g, u.id(1, HEAT))).toBe(2); // [DON!! x1] unmet
    u.choose('End your turn'); // ① cannot be paid: nothing asked
    expect(u.g.rested[u.id(0, VITO)]).toBe(1);
  });

  it("OP04-021 Viola, OP04-025 Giolla, OP04-030 Trebol: [On Your Opponent's Attack] ②", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY, KAROO], donActive: 2 },
      p1: { leader: DOFLAMINGO, chars: ['OP04-021', 'OP04-025'], donActive: 4 },
    });
    s.choose('Attack Donquixote Doflamingo (OP04-019) with Franky').choose('Viola');
    s.choose('Yes').choose('1'); // Viola: ②, rest 1 of the attacker's DON!!
    expect(s.g.players[0].donActive).toBe(1);
    s.choose('Yes').choose('Karoo'); // Giolla: ②, rest a cost-4-or-less Character
    expect(s.g.rested[s.id(0, KAROO)]).toBe(1);
    expect(s.g.players[1].donActive).toBe(0);
    const t = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: DOFLAMINGO, chars: ['OP04-030'], donActive: 1 },
    });
    t.choose('Attack Donquixote Doflamingo (OP04-019) with Franky');
    expect(t.has('Yes')).toBe(false); // ② unpaid
  });

  it('OP04-022 Eric: rest it: rest a cost-1-or-less Character', () => {
    const s = build({ p0: { leader: DOFLAMINGO, chars: ['OP04-022'] }, p1: { leader: KID, chars: [KAROO, HEAT] } });
    s.choose('Activate Eric');
    expect(s.has('Heat')).toBe(false);
    s.choose('Karoo');
    expect(s.g.rested[s.id(1, KAROO)]).toBe(1);
    expect(s.has('Activate Eric')).toBe(false);
  });

  it("OP04-024 Sugar: [On Play] rest a cost-4-or-less Character; [Opponent's Turn] [Once Per Turn] when the opponent plays a Character", () => {
    const s = build({
      p0: { leader: DOFLAMINGO, hand: ['OP04-024'], donActive: 2 },
      p1: { leader: KID, chars: [FRANKY, 'OP01-006'] },
    });
    s.choose('Play Sugar').choose('Franky');
    expect(s.g.rested[s.id(1, FRANKY)]).toBe(1);
    const t = build({
      p0: { leader: LUFFY, hand: [KAROO, HEAT], chars: [VITO], donActive: 3 },
      p1: { leader: DOFLAMINGO, chars: ['OP04-024'] },
    });
    t.choose('Play Karoo').choose('Vito');
    expect(t.g.rested[t.id(0, VITO)]).toBe(1);
    expect(t.g.rested[t.id(1, 'OP04-024')]).toBe(1); // "Then, rest this Character"
    t.choose('Play Heat');
    expect(t.g.rested[t.id(0, KAROO)]).toBe(0); // [Once Per Turn]
    const u = build({
      p0: { leader: LUFFY, hand: [KAROO], chars: [VITO], donActive: 1 },
      p1: { leader: KID, chars: ['OP04-024'] },
    });
    u.choose('Play Karoo');
    expect(u.g.rested[u.id(0, VITO)]).toBe(0); // the Leader is not {Donquixote Pirates}
    expect(u.g.rested[u.id(1, 'OP04-024')]).toBe(0);
  });

  it('OP04-026 Senor Pink: [When Attacking] ①: rest a cost-4-or-less Character; a DON!! active at the end of this turn', () => {
    const s = build({
      p0: { leader: DOFLAMINGO, chars: ['OP04-026'], donActive: 1 },
      p1: { leader: KID, chars: [HEAT], life: [KAROO] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Senor').choose('Yes').choose('Heat');
    expect(s.g.rested[s.id(1, HEAT)]).toBe(1);
    expect(s.g.players[0].donRested).toBe(1);
    s.passUntil((x) => x.player === 0 && x.has('End your turn')).choose('End your turn');
    // "at the end of this turn" (001 §6-6-1-1): the DON!! is active before the Leader's [End of Your Turn] asks
    expect(s.g.players[0].donActive).toBe(1);
    expect(s.g.players[0].donRested).toBe(0);
    const t = build({
      p0: { leader: LUFFY, chars: ['OP04-026'], donActive: 1 },
      p1: { leader: KID, chars: [HEAT], life: [KAROO] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Senor').choose('Yes');
    expect(t.has('Heat')).toBe(false); // the Leader is not {Donquixote Pirates}
  });

  it('OP04-027 Daddy Masterson, OP04-028 Diamante: [DON!! x1] [End of Your Turn] set this Character as active', () => {
    const s = build({
      p0: {
        leader: LUFFY,
        chars: [
          { code: 'OP04-027', don: 1, rested: true },
          { code: 'OP04-028', don: 1, rested: true },
        ],
        donActive: 2,
      },
      p1: { leader: KID },
    });
    expect(hasKeyword(s.g, s.id(0, 'OP04-028'), 'blocker')).toBe(true);
    s.choose('End your turn').choose('Daddy');
    expect(s.g.rested[s.id(0, 'OP04-027')]).toBe(0);
    expect(s.g.rested[s.id(0, 'OP04-028')]).toBe(0);
    const t = build({
      p0: {
        leader: LUFFY,
        chars: [
          { code: 'OP04-027', rested: true },
          { code: 'OP04-028', don: 1, rested: true },
        ],
        donActive: 1,
      },
      p1: { leader: KID },
    });
    t.choose('End your turn');
    t.passUntil((x) => x.g.turnPlayer === 1);
    expect(t.g.rested[t.id(0, 'OP04-027')]).toBe(1); // [DON!! x1] unmet
    expect(t.g.rested[t.id(0, 'OP04-028')]).toBe(1); // 1 active DON!!: fewer than 2
  });

  it('OP04-029 Dellinger: [End of Your Turn] set up to 1 DON!! active', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['OP04-029'], donRested: 2 }, p1: { leader: KID } });
    s.choose('End your turn').choose('1');
    expect(s.g.players[0].donActive).toBe(1);
  });

  it('OP04-030 Trebol: [On Play] K.O. a rested Character with a cost of 5 or less', () => {
    const s = build({
      p0: { leader: DOFLAMINGO, hand: ['OP04-030'], donActive: 6 },
      p1: { leader: KID, chars: [{ code: VITO, rested: true }, HEAT] },
    });
    s.choose('Play Trebol');
    expect(s.has('Heat')).toBe(false); // active
    s.choose('Vito');
    expect(s.chars(1)).toEqual([HEAT]);
  });

  it("OP04-031 Donquixote Doflamingo: up to 3 rested Leader/Characters stay rested in the opponent's next Refresh Phase", () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP04-031'], donActive: 10 },
      p1: {
        leader: KID,
        leaderRested: true,
        chars: [{ code: VITO, rested: true }, { code: HEAT, rested: true }, KAROO],
      },
    });
    s.choose('Play Donquixote Doflamingo');
    expect(s.has('Karoo')).toBe(false); // active
    s.choose('Eustass', 'Vito');
    s.choose('End your turn');
    s.passUntil((x) => x.g.turnPlayer === 1 && x.has('End your turn'));
    expect(s.g.rested[s.leader(1)]).toBe(1);
    expect(s.g.rested[s.id(1, VITO)]).toBe(1);
    expect(s.g.rested[s.id(1, HEAT)]).toBe(0);
    s.choose('End your turn');
    s.passUntil((x) => x.g.turnPlayer === 0 && x.has('End your turn'));
    s.choose('End your turn');
    s.passUntil((x) => x.g.turnPlayer === 1 && x.has('End your turn'));
    expect(s.g.rested[s.id(1, VITO)]).toBe(0); // only the next Refresh Phase
  });

  it('OP04-032 Baby 5: [End of Your Turn] trash this Character: set up to 2 DON!! active', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['OP04-032'], donRested: 3 }, p1: { leader: KID } });
    s.choose('End your turn').choose('Yes').choose('2');
    expect(s.trash(0)).toEqual(['OP04-032']);
    expect(s.g.players[0].donActive).toBe(2);
    const t = build({ p0: { leader: LUFFY, chars: ['OP04-032'], donRested: 3 }, p1: { leader: KID } });
    t.choose('End your turn').choose('No');
    expect(t.chars(0)).toEqual(['OP04-032']);
    expect(t.g.players[0].donActive).toBe(0);
  });

  it('OP04-033 Machvise: [On Play] with a {Donquixote Pirates} Leader: rest a cost-5-or-less Character; a DON!! active at the end of the turn', () => {
    const s = build({
      p0: { leader: DOFLAMINGO, hand: ['OP04-033'], donActive: 4 },
      p1: { leader: KID, chars: [VITO] },
    });
    s.choose('Play Machvise').choose('Vito');
    expect(s.g.rested[s.id(1, VITO)]).toBe(1);
    s.choose('End your turn');
    expect(s.g.players[0].donActive).toBe(1);
    const t = build({ p0: { leader: LUFFY, hand: ['OP04-033'], donActive: 4 }, p1: { leader: KID, chars: [VITO] } });
    t.choose('Play Machvise');
    expect(t.g.rested[t.id(1, VITO)]).toBe(0);
    t.choose('End your turn');
    expect(t.g.players[0].donActive).toBe(0); // the "Then" depends on the Leader too (001 §8-3-3)
  });

  it('OP04-034 Lao.G: [End of Your Turn] with 3 or more active DON!!: K.O. a rested cost-3-or-less Character', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP04-034'], donActive: 3 },
      p1: {
        leader: KID,
        chars: [
          { code: VITO, rested: true },
          { code: FRANKY, rested: true },
        ],
      },
    });
    s.choose('End your turn');
    expect(s.has('Franky')).toBe(false);
    s.choose('Vito');
    expect(s.chars(1)).toEqual([FRANKY]);
    const t = build({
      p0: { leader: LUFFY, chars: ['OP04-034'], donActive: 2 },
      p1: { leader: KID, chars: [{ code: VITO, rested: true }] },
    });
    t.choose('End your turn');
    expect(t.chars(1)).toEqual([VITO]);
  });

  it('OP04-035 Spiderweb: [Counter] +4000 and a Character active; [Trigger] the Leader +2000', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: {
        leader: DOFLAMINGO,
        hand: ['OP04-035'],
        chars: [{ code: VITO, rested: true }],
        donActive: 2,
        life: [KAROO],
      },
    });
    s.choose('Attack Donquixote Doflamingo (OP04-019) with Franky');
    s.passUntil((x) => x.has('Spiderweb'))
      .choose('Spiderweb')
      .choose('Donquixote Doflamingo')
      .choose('Vito');
    expect(s.g.rested[s.id(1, VITO)]).toBe(0);
    expect(s.life(1)).toBe(1);
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: DOFLAMINGO, life: ['OP04-035'] } });
    t.choose('Attack Donquixote Doflamingo (OP04-019) with Franky');
    t.passUntil((x) => x.has('Activate [Trigger]'))
      .choose('Activate [Trigger]')
      .choose('Donquixote Doflamingo');
    expect(t.power(t.leader(1))).toBe(7000);
  });

  it('OP04-036 Donquixote Family: [Counter] and [Trigger]: look at 5, a {Donquixote Pirates} card to hand', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: DOFLAMINGO, hand: ['OP04-036'], donActive: 1, life: [KAROO], deck: ['OP04-029', HEAT, VITO] },
    });
    s.choose('Attack Donquixote Doflamingo (OP04-019) with Franky');
    s.passUntil((x) => x.has('Donquixote Family')).choose('Donquixote Family');
    expect(s.options()).toEqual(['Dellinger (OP04-029)']);
    s.choose('Dellinger').answer([0, 1]);
    expect(s.hand(1)).toEqual(['OP04-029']);
  });

  it('OP04-037 Flapping Thread: [Counter] +2000 with a {Donquixote Pirates} Leader; [Trigger] K.O. a rested cost-4-or-less', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: DOFLAMINGO, hand: ['OP04-037'], donActive: 2, life: [KAROO] },
    });
    s.choose('Attack Donquixote Doflamingo (OP04-019) with Franky');
    s.passUntil((x) => x.has('Flapping'))
      .choose('Flapping')
      .choose('Donquixote Doflamingo');
    expect(s.power(s.leader(1))).toBe(7000);
    const t = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, hand: ['OP04-037'], donActive: 2, life: [KAROO] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky');
    t.passUntil((x) => x.has('Flapping')).choose('Flapping');
    expect(t.power(t.leader(1))).toBe(5000); // not a {Donquixote Pirates} Leader
    const u = build({
      p0: { leader: LUFFY, chars: [FRANKY, { code: HEAT, rested: true }] },
      p1: { leader: DOFLAMINGO, life: ['OP04-037'] },
    });
    u.choose('Attack Donquixote Doflamingo (OP04-019) with Franky');
    u.passUntil((x) => x.has('Activate [Trigger]'))
      .choose('Activate [Trigger]')
      .choose('Heat');
    expect(u.chars(0)).toEqual([FRANKY]);
  });

  it('OP04-038 The Weak Do Not Have the Right…: [Main] rest, then K.O. a rested cost-6-or-less; [Trigger] up to 5 DON!! active', () => {
    const s = build({
      p0: { leader: DOFLAMINGO, hand: ['OP04-038'], donActive: 5 },
      p1: { leader: KID, chars: [FRANKY] },
    });
    s.choose('Activate The Weak').choose('Franky').choose('Franky');
    expect(s.chars(1)).toEqual([]);
    const t = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: DOFLAMINGO, life: ['OP04-038'], donRested: 6 },
    });
    t.choose('Attack Donquixote Doflamingo (OP04-019) with Franky');
    t.passUntil((x) => x.has('Activate [Trigger]'))
      .choose('Activate [Trigger]')
      .choose('5');
    expect(t.g.players[1].donActive).toBe(5);
  });
});

describe('OP-04 blue: Animal Kingdom Pirates and East Blue', () => {
  it('OP04-039 Rebecca: cannot attack; ①: with 6 or less cards in hand, look at 2, a {Dressrosa} card to hand, trash the rest', () => {
    const s = build({ p0: { leader: REBECCA, donActive: 1, deck: ['OP04-092', HEAT, VITO] }, p1: { leader: KID } });
    expect(s.has('with Rebecca')).toBe(false);
    s.choose('Activate Rebecca').choose('Rebecca (OP04-092)');
    expect(s.hand(0)).toEqual(['OP04-092']);
    expect(s.trash(0)).toEqual([HEAT]);
    expect(s.has('Activate Rebecca')).toBe(false); // [Once Per Turn]
    const t = build({
      p0: { leader: REBECCA, donActive: 1, hand: new Array<string>(7).fill(KAROO), deck: ['OP04-092', HEAT, VITO] },
      p1: { leader: KID },
    });
    t.choose('Activate Rebecca');
    expect(t.hand(0).length).toBe(7); // 7 cards in hand: nothing happens
    expect(t.trash(0)).toEqual([]);
  });

  it('OP04-041 Apis: [On Play] trash 2: look at 5, an {East Blue} card to hand', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP04-041', KAROO, HEAT], donActive: 1, deck: ['OP04-050', VITO] },
      p1: { leader: KID },
    });
    s.choose('Play Apis').choose('Yes').choose('Hanger');
    expect(s.hand(0)).toEqual(['OP04-050']);
    expect(s.trash(0).sort()).toEqual([HEAT, KAROO].sort());
    const t = build({ p0: { leader: LUFFY, hand: ['OP04-041', KAROO], donActive: 1 }, p1: { leader: KID } });
    t.choose('Play Apis');
    expect(t.has('Yes')).toBe(false); // one card: the cost cannot be paid
  });

  it('OP04-042 Ipponmatsu: [On Play] a <Slash> Character +3000; then trash the top card of the deck', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP04-042'], chars: [ZORO, FRANKY], donActive: 2, deck: [VITO, HEAT] },
      p1: { leader: KID },
    });
    s.choose('Play Ipponmatsu');
    expect(s.has('Franky')).toBe(false); // <Strike>
    s.choose('Roronoa Zoro');
    expect(s.power(s.id(0, ZORO))).toBe(8000);
    expect(s.trash(0)).toEqual([VITO]);
  });

  it('OP04-043 Ulti: [DON!! x1] [When Attacking] a cost-2-or-less Character to the hand or the deck bottom', () => {
    const s = build({
      p0: { leader: KAIDO, chars: [{ code: 'OP04-043', don: 1 }] },
      p1: { leader: KID, chars: [HEAT, VITO], life: [KAROO] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Ulti');
    expect(s.has('Vito')).toBe(false);
    s.choose('Heat').choose('bottom');
    expect(s.chars(1)).toEqual([VITO]);
    expect(s.g.code[s.g.players[1].deck[0]!]).toBe(HEAT);
    const t = build({ p0: { leader: KAIDO, chars: ['OP04-043'] }, p1: { leader: KID, chars: [HEAT], life: [KAROO] } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Ulti');
    expect(t.has('Heat')).toBe(false); // [DON!! x1] unmet
  });

  it('OP04-044 Kaido: [On Play] return a cost-8-or-less and a cost-3-or-less Character; OP04-045 King: draw 1', () => {
    const s = build({
      p0: { leader: KAIDO, hand: ['OP04-044'], donActive: 10 },
      p1: { leader: KID, chars: [FRANKY, KAROO, HEAT] },
    });
    s.choose('Play Kaido').choose('Franky').choose('Karoo');
    expect(s.chars(1)).toEqual([HEAT]);
    expect(s.hand(1).sort()).toEqual([FRANKY, KAROO].sort());
    const t = build({ p0: { leader: KAIDO, hand: ['OP04-045'], donActive: 7 }, p1: { leader: KID } });
    t.choose('Play King');
    expect(t.hand(0)).toEqual([FRANKY]);
  });

  it('OP04-046 Queen: with an {Animal Kingdom Pirates} Leader, look at 7: up to 2 [Plague Rounds] or [Ice Oni]', () => {
    const deck = ['OP04-055', 'OP04-047', 'OP04-055', HEAT];
    const s = build({ p0: { leader: KAIDO, hand: ['OP04-046'], donActive: 4, deck }, p1: { leader: KID } });
    s.choose('Play Queen');
    expect(s.options().length).toBe(3);
    s.chooseAny('Plague Rounds', 'Ice Oni').answer([0, 1]);
    expect(s.hand(0).sort()).toEqual(['OP04-047', 'OP04-055']);
    const t = build({ p0: { leader: LUFFY, hand: ['OP04-046'], donActive: 4, deck }, p1: { leader: KID } });
    t.choose('Play Queen');
    expect(t.hand(0)).toEqual([]);
  });

  it('OP04-047 Ice Oni: [Your Turn] a cost-5-or-less Character it battled goes to the deck bottom', () => {
    const s = build({
      p0: { leader: KAIDO, chars: [{ code: 'OP04-047', don: 2 }] },
      p1: {
        leader: KID,
        chars: [
          { code: 'OP04-045', rested: true },
          { code: VITO, rested: true },
        ],
      },
    });
    s.choose('Attack Vito (ST02-002) with Ice Oni');
    s.passUntil((x) => x.player === 0 && x.has('End your turn'));
    expect(s.chars(1)).toEqual(['OP04-045']); // Vito (cost 3): K.O.'d by 2000 vs 5000? no: to the deck bottom
    expect(s.trash(1)).toEqual([]);
    const t = build({
      p0: { leader: KAIDO, chars: [{ code: 'OP04-047', don: 8 }] },
      p1: { leader: KID, chars: [{ code: 'OP04-045', rested: true }] },
    });
    t.choose('Attack King (OP04-045) with Ice Oni');
    t.passUntil((x) => x.player === 0 && x.has('End your turn'));
    expect(t.trash(1)).toEqual(['OP04-045']); // cost 7: only the K.O.
  });

  it('OP04-048 Sasaki: [On Play] the hand to the deck, shuffle, draw as many; OP04-049 Jack: [On K.O.] draw 1', () => {
    const s = build({ p0: { leader: KAIDO, hand: ['OP04-048', KAROO, HEAT], donActive: 3 }, p1: { leader: KID } });
    s.choose('Play Sasaki');
    expect(s.hand(0).length).toBe(2);
    expect(s.g.players[0].deck.length).toBe(10);
    const t = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KAIDO, chars: [{ code: 'OP04-049', rested: true }] },
    });
    t.choose('Attack Jack (OP04-049) with Franky');
    t.passUntil((x) => x.player === 0 && x.has('End your turn'));
    expect(t.hand(1)).toEqual([FRANKY]);
  });

  it('OP04-050 Hanger: trash 1 and rest it: draw 1', () => {
    const s = build({ p0: { leader: LUFFY, hand: [KAROO], chars: ['OP04-050'] }, p1: { leader: KID } });
    s.choose('Activate Hanger');
    expect(s.hand(0)).toEqual([FRANKY]);
    expect(s.trash(0)).toEqual([KAROO]);
    const t = build({ p0: { leader: LUFFY, chars: ['OP04-050'] }, p1: { leader: KID } });
    expect(t.has('Activate Hanger')).toBe(false); // no card to trash
  });

  it("OP04-051 Who's.Who: look at 5: an {Animal Kingdom Pirates} card other than [Who's.Who]", () => {
    const s = build({
      p0: { leader: KAIDO, hand: ['OP04-051'], donActive: 1, deck: ['OP04-051', 'OP04-049', HEAT] },
      p1: { leader: KID },
    });
    s.choose("Play Who's.Who");
    expect(s.options()).toEqual(['Jack (OP04-049)']);
  });

  it('OP04-052 Black Maria: ② and rest it: draw 1; [Trigger] play this card', () => {
    const s = build({ p0: { leader: KAIDO, chars: ['OP04-052'], donActive: 2 }, p1: { leader: KID } });
    s.choose('Activate Black Maria');
    expect(s.hand(0)).toEqual([FRANKY]);
    const t = build({ p0: { leader: KAIDO, chars: ['OP04-052'], donActive: 1 }, p1: { leader: KID } });
    expect(t.has('Activate Black Maria')).toBe(false);
    const u = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KAIDO, life: ['OP04-052'] } });
    u.choose('Attack Kaido (ST04-001) with Franky');
    u.passUntil((x) => x.has('Activate [Trigger]')).choose('Activate [Trigger]');
    expect(u.chars(1)).toEqual(['OP04-052']);
  });

  it('OP04-053 Page One: [DON!! x1] [Once Per Turn] when you activate an Event: draw 1, 1 card to the deck bottom', () => {
    const s = build({
      p0: { leader: KAIDO, hand: ['OP04-056', 'OP04-018', KAROO], chars: [{ code: 'OP04-053', don: 1 }], donActive: 9 },
      p1: { leader: KID, chars: [VITO] },
    });
    s.choose('Activate Gum-Gum Red Roc').choose('Vito');
    s.choose('Karoo'); // Page One: draw 1 (Franky), then Karoo to the deck bottom
    expect(s.hand(0).sort()).toEqual(['OP04-018', FRANKY].sort());
    expect(s.g.code[s.g.players[0].deck[0]!]).toBe(KAROO);
    s.choose('Activate Enchanting');
    expect(s.hand(0)).toEqual([FRANKY]); // [Once Per Turn]
    const t = build({
      p0: { leader: KAIDO, hand: ['OP04-056'], chars: ['OP04-053'], donActive: 6 },
      p1: { leader: KID, chars: [VITO] },
    });
    t.choose('Activate Gum-Gum Red Roc').choose('Vito');
    expect(t.hand(0)).toEqual([]); // [DON!! x1] unmet
  });

  it('OP04-056 Gum-Gum Red Roc: [Main] a Character to the deck bottom; [Trigger] a cost-4-or-less one', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP04-056'], donActive: 6 }, p1: { leader: KID, chars: [FRANKY] } });
    s.choose('Activate Gum-Gum Red Roc').choose('Franky');
    expect(s.chars(1)).toEqual([]);
    expect(s.g.code[s.g.players[1].deck[0]!]).toBe(FRANKY);
  });

  it('OP04-057 Dragon Twister Demolition Breath: [Counter] +4000, a cost-1-or-less to the bottom; [Trigger] return cost ≤ 6', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY, KAROO] },
      p1: { leader: KAIDO, hand: ['OP04-057'], donActive: 2, life: [HEAT] },
    });
    s.choose('Attack Kaido (ST04-001) with Franky');
    s.passUntil((x) => x.has('Dragon'))
      .choose('Dragon')
      .choose('Kaido')
      .choose('Karoo');
    expect(s.chars(0)).toEqual([FRANKY]);
    expect(s.life(1)).toBe(1);
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KAIDO, life: ['OP04-057'] } });
    t.choose('Attack Kaido (ST04-001) with Franky');
    t.passUntil((x) => x.has('Activate [Trigger]'))
      .choose('Activate [Trigger]')
      .choose('Franky');
    expect(t.hand(0)).toEqual([FRANKY]);
  });
});

describe('OP-04 purple: Baroque Works and Water Seven', () => {
  const esc = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const attack = (s: Scenario, by: string, target: string): Scenario =>
    s.choose(new RegExp(`^Attack ${esc(target)}.* with ${esc(by)}`));

  it("OP04-059 Iceburg: [On Your Opponent's Attack] DON!! −1: with a {Water Seven} Leader, [Blocker] this turn", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: ICEBURG, chars: ['OP04-059'], donActive: 1, life: [KAROO] },
    });
    attack(s, 'Franky', 'Iceburg (OP03-058)').choose('Yes');
    expect(hasKeyword(s.g, s.id(1, 'OP04-059'), 'blocker')).toBe(true);
    expect(s.g.players[1].donDeck).toBe(10);
    const t = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, chars: ['OP04-059'], donActive: 1, life: [KAROO] },
    });
    attack(t, 'Franky', 'Eustass"Captain"Kid (ST02-001)').choose('Yes');
    expect(hasKeyword(t.g, t.id(1, 'OP04-059'), 'blocker')).toBe(false); // not a {Water Seven} Leader
  });

  it("OP04-060 Crocodile: [On Play] DON!! −2: the top deck card to Life; [On Your Opponent's Attack] DON!! −1: draw 1, trash 1", () => {
    const s = build({
      p0: { leader: CROCODILE, hand: ['OP04-060'], donActive: 10, deck: [VITO, HEAT] },
      p1: { leader: KID },
    });
    s.choose('Play Crocodile (OP04-060)').choose('Yes').chooseAny('active DON!!', 'active DON!!').choose('1');
    expect(s.life(0)).toBe(1);
    const t = build({ p0: { leader: LUFFY, hand: ['OP04-060'], donActive: 10 }, p1: { leader: KID } });
    t.choose('Play Crocodile (OP04-060)').choose('Yes').chooseAny('active DON!!', 'active DON!!');
    expect(t.life(0)).toBe(0); // the Leader's type does not include "Baroque Works"
    const u = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, chars: ['OP04-060'], donActive: 1, hand: [KAROO], life: [HEAT] },
    });
    attack(u, 'Franky', 'Eustass"Captain"Kid (ST02-001)').choose('Yes').choose('Karoo');
    expect(u.hand(1)).toEqual([FRANKY]);
    expect(u.trash(1)).toEqual([KAROO]);
  });

  it('OP04-061 Tom: trash it: with a {Water Seven} Leader, add up to 1 DON!! rested', () => {
    const s = build({ p0: { leader: ICEBURG, chars: ['OP04-061'] }, p1: { leader: KID } });
    s.choose('Activate Tom').choose('1');
    expect(s.trash(0)).toEqual(['OP04-061']);
    expect(s.g.players[0].donRested).toBe(1);
    const t = build({ p0: { leader: LUFFY, chars: ['OP04-061'] }, p1: { leader: KID } });
    t.choose('Activate Tom');
    expect(t.g.players[0].donRested).toBe(0);
  });

  it("OP04-063 Franky: [On Your Opponent's Attack] [Once Per Turn] DON!! −1: with a {Water Seven} Leader, +1000", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [VITO] },
      p1: { leader: ICEBURG, chars: ['OP04-063'], donActive: 1, life: [KAROO] },
    });
    attack(s, 'Vito', 'Iceburg (OP03-058)').choose('Yes').choose('Iceburg');
    expect(s.life(1)).toBe(1); // 5000 against 6000: no damage
    const t = build({
      p0: { leader: LUFFY, chars: [VITO] },
      p1: { leader: KID, chars: ['OP04-063'], donActive: 1, life: [KAROO] },
    });
    attack(t, 'Vito', 'Eustass"Captain"Kid (ST02-001)').choose('Yes');
    expect(t.life(1)).toBe(0); // not a {Water Seven} Leader: nothing
  });

  it('OP04-064 Ms. All Sunday: [On Play] a rested DON!!, then draw 1 with 6 or more DON!!; [Trigger] DON!! −2: play it', () => {
    const s = build({ p0: { leader: CROCODILE, hand: ['OP04-064'], donActive: 5 }, p1: { leader: KID } });
    s.choose('Play Ms. All Sunday').choose('1');
    expect(s.hand(0)).toEqual([FRANKY]);
    const t = build({ p0: { leader: CROCODILE, hand: ['OP04-064'], donActive: 5 }, p1: { leader: KID } });
    t.choose('Play Ms. All Sunday').choose('0');
    expect(t.hand(0)).toEqual([]); // 5 DON!! on the field
    const u = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: CROCODILE, life: ['OP04-064'], donActive: 2 },
    });
    attack(u, 'Franky', 'Crocodile');
    u.passUntil((x) => x.has('Activate [Trigger]'))
      .choose('Activate [Trigger]')
      .choose('Yes')
      .choose('0');
    expect(u.chars(1)).toEqual(['OP04-064']);
    expect(u.g.players[1].donDeck).toBe(10);
  });

  it("OP04-065 Miss.Goldenweek(Marianne): with a 'Baroque Works' Leader, a cost-5-or-less Character cannot attack", () => {
    const s = build({
      p0: { leader: CROCODILE, hand: ['OP04-065'], donActive: 2 },
      p1: { leader: KID, chars: [VITO] },
    });
    s.choose('Play Miss.Goldenweek').choose('Vito');
    s.choose('End your turn');
    s.passUntil((x) => x.g.turnPlayer === 1 && x.has('End your turn'));
    expect(s.has('with Vito')).toBe(false);
    const t = build({ p0: { leader: LUFFY, hand: ['OP04-065'], donActive: 2 }, p1: { leader: KID, chars: [VITO] } });
    t.choose('Play Miss.Goldenweek');
    expect(t.has('Vito')).toBe(false);
  });

  it("OP04-066 Miss.Valentine(Mikita): look at 5, a 'Baroque Works' card; OP04-067 Miss.MerryChristmas: [Blocker]", () => {
    const s = build({
      p0: { leader: CROCODILE, hand: ['OP04-066'], chars: ['OP04-067'], donActive: 2, deck: ['OP04-070', HEAT] },
      p1: { leader: KID },
    });
    expect(hasKeyword(s.g, s.id(0, 'OP04-067'), 'blocker')).toBe(true);
    s.choose('Play Miss.Valentine');
    expect(s.options()).toEqual(['Mr.3(Galdino) (OP04-070)']);
  });

  it("OP04-068 Yokozuna: [On Your Opponent's Attack] DON!! −1: return a cost-2-or-less Character", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY, HEAT] },
      p1: { leader: KID, chars: ['OP04-068'], donActive: 1, life: [KAROO] },
    });
    attack(s, 'Franky', 'Eustass"Captain"Kid (ST02-001)').choose('Yes').choose('Heat');
    expect(s.hand(0)).toEqual([HEAT]);
  });

  it('OP04-070 Mr.3(Galdino): −1000; OP04-071 Mr.4(Babe): [Blocker] and +1000 this battle; OP04-072 Mr.5: K.O. cost ≤ 4', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, chars: ['OP04-070'], donActive: 1, life: [KAROO] },
    });
    attack(s, 'Franky', 'Eustass"Captain"Kid (ST02-001)').choose('Yes').choose('Franky');
    expect(s.power(s.id(0, FRANKY))).toBe(5000);
    const t = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, chars: ['OP04-071'], donActive: 1, life: [KAROO] },
    });
    attack(t, 'Franky', 'Eustass"Captain"Kid (ST02-001)').choose('Yes');
    expect(hasKeyword(t.g, t.id(1, 'OP04-071'), 'blocker')).toBe(true);
    expect(t.power(t.id(1, 'OP04-071'))).toBe(7000);
    const u = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, chars: ['OP04-072'], donActive: 2, life: [KAROO] },
    });
    attack(u, 'Franky', 'Eustass"Captain"Kid (ST02-001)').choose('Yes').choose('Franky');
    expect(u.chars(0)).toEqual([]);
    expect(u.g.rested[u.id(1, 'OP04-072')]).toBe(1);
    const v = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, chars: [{ code: 'OP04-072', rested: true }], donActive: 2, life: [KAROO] },
    });
    attack(v, 'Franky', 'Eustass"Captain"Kid (ST02-001)');
    expect(v.has('Yes')).toBe(false); // already rested: the cost cannot be paid
  });

  it("OP04-073 Mr.13 & Ms.Friday: trash it and a 'Baroque Works' Character: add up to 1 DON!! active", () => {
    const s = build({ p0: { leader: CROCODILE, chars: ['OP04-073', 'OP04-070'] }, p1: { leader: KID } });
    s.choose('Activate Mr.13').choose('1');
    expect(s.trash(0).sort()).toEqual(['OP04-070', 'OP04-073']);
    expect(s.g.players[0].donActive).toBe(1);
    const t = build({ p0: { leader: CROCODILE, chars: ['OP04-073', HEAT] }, p1: { leader: KID } });
    expect(t.has('Activate Mr.13')).toBe(false); // no other 'Baroque Works' Character
  });

  it('OP04-074 Colors Trap, OP04-075 Nez-Palm Cannon, OP04-076 Weakness…: [Counter] power and DON!!; [Trigger] a DON!! active', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY, VITO] },
      p1: { leader: CROCODILE, hand: ['OP04-074', 'OP04-075'], donActive: 5, life: [KAROO] },
    });
    attack(s, 'Franky', 'Crocodile');
    s.passUntil((x) => x.has('Colors Trap'))
      .choose('Colors Trap')
      .choose('Yes')
      .chooseAny('active DON!!')
      .choose('Crocodile')
      .choose('Vito');
    expect(s.g.rested[s.id(0, VITO)]).toBe(1);
    expect(s.power(s.leader(1))).toBe(6000);
    const before = s.g.players[1].donRested;
    s.choose('Nez-Palm').choose('Crocodile').choose('1');
    expect(s.life(1)).toBe(1); // 12000 against 6000
    expect(s.g.players[1].donRested).toBe(before + 3 + 1); // Nez-Palm's cost ③, then 1 Life: a DON!! added rested
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: CROCODILE, life: ['OP04-076'] } });
    attack(t, 'Franky', 'Crocodile');
    t.passUntil((x) => x.has('Activate [Trigger]'))
      .choose('Activate [Trigger]')
      .choose('1');
    expect(t.g.players[1].donActive).toBe(1);
  });
});

describe('OP-04 black: Dressrosa', () => {
  it('OP04-077 Ideo, OP04-089 Bartolomeo: [Blocker]', () => {
    const s = build({ p0: { leader: REBECCA, chars: ['OP04-077', 'OP04-089'] }, p1: { leader: KID } });
    expect(hasKeyword(s.g, s.id(0, 'OP04-077'), 'blocker')).toBe(true);
    expect(hasKeyword(s.g, s.id(0, 'OP04-089'), 'blocker')).toBe(true);
  });

  it('OP04-079 Orlumbus: [Once Per Turn] −4 cost, trash 2 from the deck, then K.O. 1 of your {Dressrosa} Characters', () => {
    const s = build({
      p0: { leader: REBECCA, chars: ['OP04-079', 'OP04-077'], deck: [KAROO, HEAT, VITO] },
      p1: { leader: KID, chars: [FRANKY] },
    });
    s.choose('Activate Orlumbus').choose('Franky').choose('Ideo');
    expect(cost(s.g, s.id(1, FRANKY))).toBe(0);
    expect(s.trash(0).sort()).toEqual([HEAT, KAROO, 'OP04-077'].sort());
    expect(s.chars(0)).toEqual(['OP04-079']);
    expect(s.has('Activate Orlumbus')).toBe(false);
  });

  it('OP04-080 Gyats: a {Dressrosa} Character can attack active Characters this turn', () => {
    const s = build({
      p0: { leader: REBECCA, hand: ['OP04-080'], chars: ['OP04-077'], donActive: 1 },
      p1: { leader: KID, chars: [VITO] },
    });
    expect(s.has('Attack Vito (ST02-002) with Ideo')).toBe(false);
    s.choose('Play Gyats').choose('Ideo');
    expect(s.has('Attack Vito (ST02-002) with Ideo')).toBe(true);
  });

  it('OP04-081 Cavendish: [DON!! x1] can attack active Characters; [When Attacking] rest your Leader: K.O. cost ≤ 1, trash 2', () => {
    const s = build({
      p0: { leader: REBECCA, chars: [{ code: 'OP04-081', don: 1 }], deck: [KAROO, HEAT, VITO] },
      p1: { leader: KID, chars: [VITO, KAROO], life: [HEAT] },
    });
    expect(s.has('Attack Vito (ST02-002) with Cavendish')).toBe(true);
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Cavendish').choose('Yes').choose('Karoo');
    expect(s.chars(1)).toEqual([VITO]);
    expect(s.g.rested[s.leader(0)]).toBe(1);
    expect(s.trash(0).sort()).toEqual([HEAT, KAROO].sort());
    const t = build({ p0: { leader: REBECCA, chars: ['OP04-081'] }, p1: { leader: KID, chars: [VITO] } });
    expect(t.has('Attack Vito (ST02-002) with Cavendish')).toBe(false); // [DON!! x1] unmet
  });

  it("OP04-083 Sabo: [On Play] your Characters cannot be K.O.'d by effects until your next turn; draw 2, trash 2", () => {
    const s = build({
      p0: { leader: REBECCA, hand: ['OP04-083'], chars: [KAROO], donActive: 5, deck: [HEAT, VITO, FRANKY, FRANKY] },
      p1: { leader: KID, hand: ['OP02-076'], donActive: 10 },
    });
    s.choose('Play Sabo'); // draws Heat and Vito, and trashes them (the only 2 cards in hand)
    expect(s.trash(0).sort()).toEqual([HEAT, VITO].sort());
    s.choose('End your turn');
    s.passUntil((x) => x.g.turnPlayer === 1 && x.has('Play Shiryu'));
    s.choose('Play Shiryu').choose('Yes').chooseAny('active DON!!');
    if (s.has('Karoo')) s.choose('Karoo'); // chosen, it is not K.O.'d (001 §1-3-3)
    expect(s.chars(0).sort()).toEqual(['OP04-083', KAROO].sort());
  });

  it("OP04-084 Stussy: look at 3, play a 'CP' cost-2-or-less Character other than [Stussy], trash the rest", () => {
    // OP03-084 Jerry: {CP6}, cost 2, no text (playable from its statistics).
    const s = build({
      p0: { leader: REBECCA, hand: ['OP04-084'], donActive: 2, deck: ['OP04-084', 'OP03-084', KAROO] },
      p1: { leader: KID },
    });
    s.choose('Play Stussy');
    expect(s.options()).toEqual(['Jerry (OP03-084)']);
    s.choose('Jerry');
    expect(s.chars(0)).toEqual(['OP04-084', 'OP03-084']);
    expect(s.trash(0).sort()).toEqual(['OP04-084', KAROO].sort());
  });

  it('OP04-085 Suleiman: [On Play]/[When Attacking] with a {Dressrosa} Leader −2 cost and trash 1 from the deck', () => {
    const s = build({
      p0: { leader: REBECCA, hand: ['OP04-085'], donActive: 3, deck: [KAROO, HEAT] },
      p1: { leader: KID, chars: [VITO] },
    });
    s.choose('Play Suleiman').choose('Vito');
    expect(cost(s.g, s.id(1, VITO))).toBe(1);
    expect(s.trash(0)).toEqual([KAROO]);
    const t = build({
      p0: { leader: LUFFY, chars: ['OP04-085'], deck: [KAROO] },
      p1: { leader: KID, chars: [VITO], life: [HEAT] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Suleiman');
    expect(cost(t.g, t.id(1, VITO))).toBe(3);
    expect(t.trash(0)).toEqual([]);
  });

  it("OP04-086 Chinjao: [DON!! x1] when it K.O.'s an opponent's Character in battle: draw 2, trash 2", () => {
    const s = build({
      p0: { leader: REBECCA, chars: [{ code: 'OP04-086', don: 1 }], deck: [KAROO, HEAT, FRANKY, FRANKY] },
      p1: { leader: KID, chars: [{ code: VITO, rested: true }] },
    });
    s.choose('Attack Vito (ST02-002) with Chinjao');
    s.passUntil((x) => x.player === 0 && x.has('End your turn'));
    expect(s.trash(1)).toEqual([VITO]);
    expect(s.trash(0).sort()).toEqual([HEAT, KAROO].sort());
    const t = build({
      p0: { leader: REBECCA, chars: ['OP04-086'], deck: [KAROO, HEAT, FRANKY] },
      p1: { leader: KID, chars: [{ code: VITO, rested: true }] },
    });
    t.choose('Attack Vito (ST02-002) with Chinjao');
    t.passUntil((x) => x.player === 0 && x.has('End your turn'));
    expect(t.hand(0)).toEqual([]); // [DON!! x1] unmet
  });

  it('OP04-088 Hajrudin: rest your Leader: −4 cost', () => {
    const s = build({ p0: { leader: REBECCA, chars: ['OP04-088'] }, p1: { leader: KID, chars: [FRANKY] } });
    s.choose('Activate Hajrudin').choose('Franky');
    expect(cost(s.g, s.id(1, FRANKY))).toBe(0);
    expect(s.has('Activate Hajrudin')).toBe(false); // the Leader is rested now
  });

  it('OP04-090 Monkey.D.Luffy: return 7 trash cards: set active, and stays rested in the next Refresh Phase', () => {
    const trash = new Array<string>(7).fill(KAROO);
    const s = build({
      p0: { leader: REBECCA, chars: [{ code: 'OP04-090', rested: true }], trash },
      p1: { leader: KID, chars: [VITO] },
    });
    expect(s.has('Activate Monkey.D.Luffy')).toBe(true);
    s.choose('Activate Monkey.D.Luffy').answer([0, 1, 2, 3, 4, 5, 6]);
    expect(s.trash(0)).toEqual([]);
    expect(s.g.rested[s.id(0, 'OP04-090')]).toBe(0);
    expect(s.has('Attack Vito (ST02-002) with Monkey.D.Luffy')).toBe(true); // can attack active Characters
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey.D.Luffy');
    s.passUntil((x) => x.g.turnPlayer === 0 && x.g.turn === 5 && x.has('End your turn'));
    expect(s.g.rested[s.id(0, 'OP04-090')]).toBe(1);
    const t = build({ p0: { leader: REBECCA, chars: ['OP04-090'], trash: trash.slice(1) }, p1: { leader: KID } });
    expect(t.has('Activate Monkey.D.Luffy')).toBe(false); // 6 cards in the trash
  });

  it('OP04-091 Leo: rest your Leader: with a {Dressrosa} Leader, K.O. cost ≤ 1; OP04-092 Rebecca: look at 3', () => {
    const s = build({
      p0: { leader: REBECCA, hand: ['OP04-091'], donActive: 1, deck: [HEAT, VITO] },
      p1: { leader: KID, chars: [KAROO] },
    });
    s.choose('Play Leo').choose('Yes').choose('Karoo');
    expect(s.chars(1)).toEqual([]);
    expect(s.trash(0).sort()).toEqual([HEAT, VITO].sort());
    const t = build({
      p0: { leader: REBECCA, hand: ['OP04-092'], donActive: 1, deck: ['OP04-092', 'OP04-077', HEAT] },
      p1: { leader: KID },
    });
    t.choose('Play Rebecca');
    expect(t.options()).toEqual(['Ideo (OP04-077)']);
    t.choose('Ideo');
    expect(t.trash(0).sort()).toEqual(['OP04-092', HEAT].sort());
  });

  it('OP04-093 Gum-Gum King Kong Gun: +6000, and [Double Attack] with 15 or more cards in trash', () => {
    const s = build({
      p0: {
        leader: REBECCA,
        hand: ['OP04-093'],
        chars: ['OP04-077'],
        donActive: 3,
        trash: new Array<string>(15).fill(KAROO),
      },
      p1: { leader: KID },
    });
    s.choose('Activate Gum-Gum King Kong Gun').choose('Ideo');
    expect(s.power(s.id(0, 'OP04-077'))).toBe(8000);
    expect(hasKeyword(s.g, s.id(0, 'OP04-077'), 'doubleAttack')).toBe(true);
    const t = build({
      p0: { leader: REBECCA, hand: ['OP04-093'], chars: ['OP04-077'], donActive: 3 },
      p1: { leader: KID },
    });
    t.choose('Activate Gum-Gum King Kong Gun').choose('Ideo');
    expect(hasKeyword(t.g, t.id(0, 'OP04-077'), 'doubleAttack')).toBe(false);
  });

  it('OP04-094 Trueno Bastardo: K.O. cost ≤ 4, or ≤ 6 with 15 or more cards in trash', () => {
    const s = build({
      p0: { leader: REBECCA, hand: ['OP04-094'], donActive: 4 },
      p1: { leader: KID, chars: [FRANKY, 'OP04-088'] },
    });
    s.choose('Activate Trueno');
    expect(s.options()).toEqual(['Franky (ST01-010)']);
    const t = build({
      p0: { leader: REBECCA, hand: ['OP04-094'], donActive: 4, trash: new Array<string>(15).fill(KAROO) },
      p1: { leader: KID, chars: [FRANKY, 'OP04-088'] },
    });
    t.choose('Activate Trueno').choose('Hajrudin');
    expect(t.chars(1)).toEqual([FRANKY]);
  });

  it('OP04-095 Barrier!!: +2000, and +2000 more with 15 or more cards in trash', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: FRANKY, don: 2 }] },
      p1: {
        leader: REBECCA,
        hand: ['OP04-095'],
        donActive: 1,
        life: [KAROO],
        trash: new Array<string>(15).fill(KAROO),
      },
    });
    s.choose('Attack Rebecca (OP04-039) with Franky');
    s.passUntil((x) => x.has('Barrier'))
      .choose('Barrier')
      .choose('Rebecca');
    expect(s.life(1)).toBe(1); // 8000 against 5000 + 2000 + 2000
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: FRANKY, don: 2 }] },
      p1: { leader: REBECCA, hand: ['OP04-095'], donActive: 1, life: [KAROO] },
    });
    t.choose('Attack Rebecca (OP04-039) with Franky');
    t.passUntil((x) => x.has('Barrier'))
      .choose('Barrier')
      .choose('Rebecca');
    expect(t.life(1)).toBe(0); // 8000 against 7000: +2000 only
  });
});

describe('OP-04 yellow: Life', () => {
  const trigger = (s: Scenario): Scenario => {
    s.choose(/^Attack .* with Franky/);
    return s.passUntil((x) => x.has('Activate [Trigger]')).choose('Activate [Trigger]');
  };

  it("OP04-097 Otama: an opponent's {Animal} or {SMILE} cost-3-or-less Character to the top of their Life face up", () => {
    const s = build({
      p0: { leader: YAMATO, hand: ['OP04-097'], donActive: 1 },
      p1: { leader: KID, chars: [KAROO, HEAT] },
    });
    s.choose('Play Otama');
    expect(s.has('Heat')).toBe(false); // not {Animal}
    s.choose('Karoo');
    expect(s.chars(1)).toEqual([HEAT]);
    expect(s.life(1)).toBe(1);
  });

  it('OP04-098 Toko: trash 2 {Land of Wano}: with 1 or less Life, the top deck card to Life', () => {
    const s = build({
      p0: { leader: YAMATO, hand: ['OP04-098', 'OP04-103', 'OP04-109'], donActive: 2, life: [KAROO] },
      p1: { leader: KID },
    });
    s.choose('Play Toko').choose('Yes');
    expect(s.life(0)).toBe(2);
    const t = build({
      p0: { leader: YAMATO, hand: ['OP04-098', 'OP04-103', 'OP04-109'], donActive: 2, life: [KAROO, HEAT] },
      p1: { leader: KID },
    });
    t.choose('Play Toko').choose('Yes');
    expect(t.life(0)).toBe(2); // 2 Life: nothing
    expect(t.hand(0)).toEqual([]);
  });

  it('OP04-099 Olin: also named [Charlotte Linlin]; [Trigger] with 1 or less Life, play this card', () => {
    const s = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: ['OP04-099'] } });
    trigger(s);
    expect(s.chars(1)).toEqual(['OP04-099']);
    expect(defOf('OP04-099').names).toContain('Charlotte Linlin');
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: ['OP04-099', KAROO, HEAT] } });
    trigger(t);
    expect(t.chars(1)).toEqual([]); // 2 Life left: not played
  });

  it('OP04-100 Capone"Gang"Bege: [Trigger] an opponent Leader or Character cannot attack this turn', () => {
    const s = build({ p0: { leader: LUFFY, chars: [FRANKY, VITO] }, p1: { leader: KID, life: ['OP04-100', KAROO] } });
    trigger(s).choose('Vito');
    s.passUntil((x) => x.player === 0 && x.has('End your turn'));
    expect(s.has('with Vito')).toBe(false);
  });

  it('OP04-101 Carmel: [Your Turn] [On Play] draw 1; [Trigger] play it, K.O. cost ≤ 2', () => {
    const s = build({ p0: { leader: YAMATO, hand: ['OP04-101'], donActive: 2 }, p1: { leader: KID } });
    s.choose('Play Carmel');
    expect(s.hand(0)).toEqual([FRANKY]);
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY, HEAT] }, p1: { leader: KID, life: ['OP04-101', KAROO] } });
    trigger(t).choose('Heat');
    expect(t.chars(1)).toEqual(['OP04-101']);
    expect(t.chars(0)).toEqual([FRANKY]);
    expect(t.hand(1)).toEqual([]); // [Your Turn]: no draw in the opponent's turn
  });

  it("OP04-102 Kin'emon: ① and a Life card to hand: set this Character active", () => {
    const s = build({
      p0: { leader: YAMATO, chars: [{ code: 'OP04-102', rested: true }], donActive: 1, life: [KAROO, HEAT] },
      p1: { leader: KID },
    });
    s.choose("Activate Kin'emon").choose('Top of your Life cards');
    expect(s.hand(0)).toEqual([KAROO]);
    expect(s.g.rested[s.id(0, 'OP04-102')]).toBe(0);
    const t = build({
      p0: { leader: YAMATO, chars: [{ code: 'OP04-102', rested: true }], donActive: 1 },
      p1: { leader: KID },
    });
    expect(t.has("Activate Kin'emon")).toBe(false); // no Life
  });

  it('OP04-103 Kouzuki Hiyori: +1000 to a {Land of Wano} Leader or Character; OP04-109 Tonoyasu: trash it: +3000', () => {
    const s = build({
      p0: { leader: YAMATO, hand: ['OP04-103'], chars: ['OP04-109'], donActive: 2 },
      p1: { leader: KID },
    });
    s.choose('Play Kouzuki Hiyori').choose('Yamato');
    expect(s.power(s.leader(0))).toBe(6000);
    s.choose('Activate Tonoyasu').choose('Yamato');
    expect(s.power(s.leader(0))).toBe(9000);
    expect(s.trash(0)).toEqual(['OP04-109']);
  });

  it('OP04-104 Sanji, OP04-106 Charlotte Bavarois, OP04-108 Charlotte Moscato: [Trigger] trash 1: play this card', () => {
    for (const code of ['OP04-104', 'OP04-106', 'OP04-108']) {
      const s = build({
        p0: { leader: LUFFY, chars: [FRANKY] },
        p1: { leader: KID, hand: [KAROO], life: [code, HEAT] },
      });
      trigger(s).choose('Yes');
      expect(s.chars(1)).toEqual([code]);
      expect(s.trash(1)).toEqual([KAROO]);
    }
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: ['OP04-104', HEAT] } });
    trigger(t);
    expect(t.chars(1)).toEqual([]); // no card to trash
  });

  it('OP04-105 Charlotte Amande: [Once Per Turn] trash a card with a [Trigger]: rest a cost-2-or-less Character', () => {
    const s = build({
      p0: { leader: YAMATO, hand: ['OP04-113', KAROO], chars: ['OP04-105'] },
      p1: { leader: KID, chars: [HEAT] },
    });
    s.choose('Activate Charlotte Amande').choose('Heat');
    expect(s.trash(0)).toEqual(['OP04-113']);
    expect(s.g.rested[s.id(1, HEAT)]).toBe(1);
    const t = build({ p0: { leader: YAMATO, hand: [KAROO], chars: ['OP04-105'] }, p1: { leader: KID, chars: [HEAT] } });
    expect(t.has('Activate Charlotte Amande')).toBe(false);
  });

  it('OP04-106 Charlotte Bavarois: [DON!! x1] +1000 with less Life; OP04-108 Charlotte Moscato: [DON!! x1] [Banish]', () => {
    const s = build({
      p0: {
        leader: YAMATO,
        chars: [
          { code: 'OP04-106', don: 1 },
          { code: 'OP04-108', don: 1 },
        ],
        life: [KAROO],
      },
      p1: { leader: KID, life: [KAROO, HEAT] },
    });
    expect(s.power(s.id(0, 'OP04-106'))).toBe(6000);
    expect(hasKeyword(s.g, s.id(0, 'OP04-108'), 'banish')).toBe(true);
    const t = build({
      p0: { leader: YAMATO, chars: [{ code: 'OP04-106', don: 1 }, 'OP04-108'], life: [KAROO, HEAT] },
      p1: { leader: KID, life: [KAROO] },
    });
    expect(t.power(t.id(0, 'OP04-106'))).toBe(5000);
    expect(hasKeyword(t.g, t.id(0, 'OP04-108'), 'banish')).toBe(false);
  });

  it('OP04-110 Pound: [On K.O.] an opponent cost-3-or-less Character to their Life face up', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY, VITO] },
      p1: { leader: KID, chars: [{ code: 'OP04-110', rested: true }] },
    });
    s.choose('Attack Pound (OP04-110) with Franky');
    s.passUntil((x) => x.player === 1 && x.has('Vito (ST02-002)'))
      .choose('Vito')
      .choose('Top');
    expect(s.chars(0)).toEqual([FRANKY]);
    expect(s.life(0)).toBe(1);
  });

  it('OP04-111 Hera: trash a {Homies} Character and rest it: set a [Charlotte Linlin] Character active', () => {
    const s = build({
      p0: { leader: YAMATO, chars: ['OP04-111', 'OP04-113', { code: 'OP04-099', rested: true }] },
      p1: { leader: KID },
    });
    s.choose('Activate Hera').choose('Olin');
    expect(s.trash(0)).toEqual(['OP04-113']);
    expect(s.g.rested[s.id(0, 'OP04-099')]).toBe(0); // Olin is also named [Charlotte Linlin]
    const t = build({ p0: { leader: YAMATO, chars: ['OP04-111'] }, p1: { leader: KID } });
    expect(t.has('Activate Hera')).toBe(false); // no other {Homies} Character
  });

  it("OP04-112 Yamato: K.O. a Character with a cost up to both players' Life; with 1 or less Life, a deck card to Life", () => {
    const s = build({
      p0: { leader: YAMATO, hand: ['OP04-112'], donActive: 9, life: [KAROO] },
      p1: { leader: KID, chars: [VITO, FRANKY], life: [KAROO, HEAT] },
    });
    s.choose('Play Yamato');
    expect(s.options()).toEqual(['Vito (ST02-002)']);
    s.choose('Vito').choose('1');
    expect(s.chars(1)).toEqual([FRANKY]);
    expect(s.life(0)).toBe(2);
  });

  it('OP04-113 Rabiyan: [Trigger] play this card', () => {
    const s = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: ['OP04-113', HEAT] } });
    trigger(s);
    expect(s.chars(1)).toEqual(['OP04-113']);
  });

  it('OP04-115 Gun Modoki: a Life card to hand: a {Land of Wano} Character gains [Double Attack]; [Trigger] +1000', () => {
    const s = build({
      p0: { leader: YAMATO, hand: ['OP04-115'], chars: ['OP04-109'], donActive: 1, life: [KAROO] },
      p1: { leader: KID },
    });
    s.choose('Activate Gun Modoki').choose('Yes').choose('Tonoyasu');
    expect(hasKeyword(s.g, s.id(0, 'OP04-109'), 'doubleAttack')).toBe(true);
    expect(s.hand(0)).toEqual([KAROO]);
  });

  it('OP04-116 Diable Jambe Joue Shot: +6000; with 4 or less Life in total, K.O. cost ≤ 2', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY, HEAT] },
      p1: { leader: KID, hand: ['OP04-116'], donActive: 3, life: [KAROO] },
    });
    s.choose(/^Attack .* with Franky/);
    s.passUntil((x) => x.has('Diable'))
      .choose('Diable')
      .choose('Eustass')
      .choose('Heat');
    expect(s.chars(0)).toEqual([FRANKY]);
    expect(s.life(1)).toBe(1);
  });

  it('OP04-117 Heavenly Fire: [Main] an opponent cost-3-or-less Character to their Life; [Trigger] Life to hand: hand to Life', () => {
    const s = build({ p0: { leader: YAMATO, hand: ['OP04-117'], donActive: 1 }, p1: { leader: KID, chars: [VITO] } });
    s.choose('Activate Heavenly Fire').choose('Vito').choose('Bottom');
    expect(s.life(1)).toBe(1);
    expect(s.chars(1)).toEqual([]);
  });

  it('OP04-118 Nefeltari Vivi: your other red Characters with a cost of 3 or more gain [Rush]', () => {
    const s = build({
      p0: { leader: VIVI, chars: ['OP04-118', { code: 'OP04-013', fresh: true }, { code: 'OP04-004', fresh: true }] },
      p1: { leader: KID },
    });
    expect(hasKeyword(s.g, s.id(0, 'OP04-013'), 'rush')).toBe(true);
    expect(hasKeyword(s.g, s.id(0, 'OP04-004'), 'rush')).toBe(false); // cost 1
    expect(hasKeyword(s.g, s.id(0, 'OP04-118'), 'rush')).toBe(false);
  });
});

describe('OP-04: the last few', () => {
  it('OP04-040 Queen: [DON!! x1] [When Attacking] with 4 or less Life and hand cards, draw 1, or a deck card to Life with a cost-8 Character', () => {
    const s = build({
      p0: { leader: 'OP04-040', leaderDon: 1, chars: ['OP04-047'], life: [KAROO] },
      p1: { leader: KID, life: [HEAT] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Queen').choose('Yes');
    expect(s.life(0)).toBe(2);
    expect(s.hand(0)).toEqual([]);
    const t = build({ p0: { leader: 'OP04-040', leaderDon: 1, life: [KAROO] }, p1: { leader: KID, life: [HEAT] } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Queen');
    expect(t.hand(0)).toEqual([FRANKY]); // no cost-8 Character: draw
    const u = build({
      p0: { leader: 'OP04-040', leaderDon: 1, hand: [KAROO, KAROO, KAROO, KAROO], life: [KAROO] },
      p1: { leader: KID, life: [HEAT] },
    });
    u.choose('Attack Eustass"Captain"Kid (ST02-001) with Queen');
    expect(u.hand(0).length).toBe(4); // 5 Life and hand cards
    const v = build({ p0: { leader: 'OP04-040', life: [KAROO] }, p1: { leader: KID, life: [HEAT] } });
    v.choose('Attack Eustass"Captain"Kid (ST02-001) with Queen');
    expect(v.hand(0)).toEqual([]); // [DON!! x1] unmet
  });

  it('OP04-055 Plague Rounds: trash an [Ice Oni] and a cost-4-or-less Character to the deck bottom: play an [Ice Oni] from the trash', () => {
    const s = build({
      p0: { leader: KAIDO, hand: ['OP04-055', 'OP04-047'], donActive: 2 },
      p1: { leader: KID, chars: [VITO] },
    });
    s.choose('Activate Plague Rounds').choose('Yes');
    expect(s.chars(0)).toEqual(['OP04-047']);
    expect(s.chars(1)).toEqual([]);
    expect(s.g.code[s.g.players[1].deck[0]!]).toBe(VITO);
    const t = build({
      p0: { leader: KAIDO, hand: ['OP04-055', KAROO], donActive: 2 },
      p1: { leader: KID, chars: [VITO] },
    });
    expect(t.has('Activate Plague Rounds')).toBe(false); // no [Ice Oni] in hand: the cost cannot be paid
    const u = build({
      p0: { leader: KAIDO, hand: ['OP04-055', 'OP04-047'], donActive: 2 },
      p1: { leader: KID, chars: ['OP04-013'] },
    });
    expect(u.has('Activate Plague Rounds')).toBe(false); // no Character with a cost of 4 or less (Pell costs 5)
  });

  it("OP04-082 Kyros: rest your Leader instead of being K.O.'d; [On Play] with [Rebecca], K.O. cost ≤ 1 and trash 1", () => {
    const s = build({
      p0: { leader: REBECCA, hand: ['OP04-082'], donActive: 3, deck: [HEAT, VITO] },
      p1: { leader: KID, chars: [KAROO] },
    });
    s.choose('Play Kyros').choose('Karoo');
    expect(s.chars(1)).toEqual([]);
    expect(s.trash(0)).toEqual([HEAT]);
    const t = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: REBECCA, chars: [{ code: 'OP04-082', rested: true }] },
    });
    t.choose('Attack Kyros (OP04-082) with Franky');
    t.passUntil((x) => x.player === 1 && x.has('Yes')).choose('Yes');
    expect(t.chars(1)).toEqual(['OP04-082']);
    expect(t.g.rested[t.leader(1)]).toBe(1);
    const u = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: REBECCA, leaderRested: true, chars: [{ code: 'OP04-082', rested: true }] },
    });
    u.choose('Attack Kyros (OP04-082) with Franky');
    u.passUntil((x) => x.player === 0 && x.has('End your turn'));
    expect(u.chars(1)).toEqual([]); // the Leader is rested: nothing to rest instead
  });

  it("OP04-119 Donquixote Rosinante: rest it: play a green cost-5 Character; rested, in the opponent's turn, active base-cost-5 Characters cannot be K.O.'d by effects", () => {
    const s = build({
      p0: { leader: DOFLAMINGO, hand: ['OP04-119', 'OP04-028', 'OP04-030'], donActive: 8 },
      p1: { leader: KID },
    });
    s.choose('Play Donquixote Rosinante').choose('Yes');
    expect(s.options()).toEqual(['Diamante (OP04-028)']); // Trebol costs 6
    s.choose('Diamante');
    expect(s.chars(0)).toEqual(['OP04-119', 'OP04-028']);
    expect(s.g.rested[s.id(0, 'OP04-119')]).toBe(1);
    const trash = new Array<string>(15).fill(KAROO);
    const t = build({
      p0: { leader: REBECCA, hand: ['OP04-094'], donActive: 4, trash },
      p1: { leader: DOFLAMINGO, chars: [{ code: 'OP04-119', rested: true }, 'OP04-028'] },
    });
    t.choose('Activate Trueno').choose('Diamante');
    expect(t.chars(1)).toEqual(['OP04-119', 'OP04-028']); // not K.O.'d by the effect
    const u = build({
      p0: { leader: REBECCA, hand: ['OP04-094'], donActive: 4, trash },
      p1: { leader: DOFLAMINGO, chars: ['OP04-119', 'OP04-028'] },
    });
    u.choose('Activate Trueno').choose('Diamante');
    expect(u.chars(1)).toEqual(['OP04-119']); // Rosinante is active: no protection
  });

  it('OP04-096 Corrida Coliseum: with a {Dressrosa} Leader, your {Dressrosa} Characters can attack Characters the turn they are played', () => {
    const s = build({
      p0: {
        leader: REBECCA,
        stage: 'OP04-096',
        chars: [
          { code: 'OP04-085', fresh: true },
          { code: HEAT, fresh: true },
        ],
      },
      p1: { leader: KID, chars: [{ code: VITO, rested: true }] },
    });
    expect(s.has('Attack Vito (ST02-002) with Suleiman')).toBe(true);
    expect(s.has('Attack Eustass"Captain"Kid (ST02-001) with Suleiman')).toBe(false); // Characters only
    expect(s.has('with Heat')).toBe(false); // not {Dressrosa}
    const t = build({
      p0: { leader: LUFFY, stage: 'OP04-096', chars: [{ code: 'OP04-085', fresh: true }] },
      p1: { leader: KID, chars: [{ code: VITO, rested: true }] },
    });
    expect(t.has('with Suleiman')).toBe(false); // the Leader is not {Dressrosa}
  });

  it("OP04-069 Mr.2.Bon.Kurei(Bentham): DON!! −1: its base power becomes the attacker's power this turn; [Trigger] DON!! −1: play it", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: FRANKY, don: 2 }] },
      p1: { leader: KID, chars: ['OP04-069'], donActive: 1, life: [KAROO] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Yes');
    expect(s.power(s.id(1, 'OP04-069'))).toBe(8000);
    const t = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, chars: ['OP04-069'], life: [KAROO] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky');
    expect(t.has('Yes')).toBe(false); // no DON!! to return
    expect(t.power(t.id(1, 'OP04-069'))).toBe(4000);
  });

  it("OP04-058 Crocodile: [Opponent's Turn] [Once Per Turn] a DON!! returned by your effect: add up to 1 DON!! active", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: 'OP04-058', chars: ['OP04-070'], donActive: 2, life: [KAROO] },
    });
    s.choose(/^Attack Crocodile.* with Franky/).choose('Yes'); // Mr.3: DON!! −1
    s.passUntil((x) => x.player === 1 && x.has('1') && x.decision?.prompt.includes('DON!! deck') === true);
    s.choose('1');
    expect(s.g.players[1].donActive).toBe(2); // 2 − 1 returned + 1 added
    const t = build({ p0: { leader: 'OP04-058', hand: ['OP02-076'], donActive: 10 }, p1: { leader: KID } });
    t.choose('Play Shiryu').choose('Yes').chooseAny('active DON!!');
    expect(t.g.players[0].donDeck).toBe(1); // in your own turn: nothing added
  });
});
