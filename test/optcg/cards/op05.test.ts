/** OP-05 cards (issue 8): each ability working, and its conditions ([DON!! xN], [Once Per Turn], "If …", costs) refusing. */
import { describe, expect, it } from 'vitest';
import { Scenario } from '../../../src/optcg/scenario.ts';
import { cost } from '../../../src/optcg/rules/power.ts';

const build = Scenario.build;
const LUFFY = 'ST01-001', // red, {Supernovas; Straw Hat Crew}
  KID = 'ST02-001',
  BETTY = 'OP05-002'; // red/yellow {Revolutionary Army} Leader (its own ability is not used here)
const KAROO = 'ST01-003', // cost 1, 3000
  HEAT = 'ST02-011', // cost 2, 4000
  VITO = 'ST02-002', // cost 3, 5000
  FRANKY = 'ST01-010'; // cost 4, 6000
const ATTACK_KID = 'Attack Eustass"Captain"Kid (ST02-001) with ';
const amounts = (s: Scenario): unknown[] => s.events('power').map((e) => e['amount']);

describe('OP-05 red', () => {
  it('OP05-003 Inazuma: [Rush] with another Character of 7000 power or more', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-003', fresh: true }, 'OP05-007'] },
      p1: { leader: KID },
    });
    expect(s.has(ATTACK_KID + 'Inazuma')).toBe(true);
    const t = build({ p0: { leader: LUFFY, chars: [{ code: 'OP05-003', fresh: true }, FRANKY] }, p1: { leader: KID } });
    expect(t.has(ATTACK_KID + 'Inazuma')).toBe(false);
  });

  it('OP05-004 Emporio.Ivankov: with 7000 power, play a Revolutionary Army Character with 5000 or less', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-004', don: 2 }], hand: ['OP05-006', 'OP05-004', 'OP05-007'] },
      p1: { leader: KID },
    });
    s.choose('Activate Emporio.Ivankov');
    expect(s.options()).toEqual(['Koala (OP05-006)']); // not Ivankov, Sabo has 7000
    s.choose('Koala');
    expect(s.chars(0)).toEqual(['OP05-004', 'OP05-006']);
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-004', don: 1 }], hand: ['OP05-006'] },
      p1: { leader: KID },
    });
    t.choose('Activate Emporio.Ivankov');
    expect(t.chars(0)).toEqual(['OP05-004']); // 6000
  });

  it('OP05-005 Karasu: [On Play] with a Revolutionary Army Leader −1000; [When Attacking] with 7000 power −1000', () => {
    const s = build({ p0: { leader: BETTY, hand: ['OP05-005'], donActive: 4 }, p1: { leader: KID } });
    s.choose('Play Karasu').choose('Eustass');
    expect(s.power(s.leader(1))).toBe(4000);
    const t = build({ p0: { leader: LUFFY, hand: ['OP05-005'], donActive: 4 }, p1: { leader: KID } });
    t.choose('Play Karasu');
    expect(t.power(t.leader(1))).toBe(5000);
    const a = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-005', don: 2 }] },
      p1: { leader: KID, life: [KAROO] },
    });
    a.choose(ATTACK_KID + 'Karasu').choose('Eustass');
    expect(amounts(a)).toEqual([-1000]);
    const b = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-005', don: 1 }] },
      p1: { leader: KID, life: [KAROO] },
    });
    b.choose(ATTACK_KID + 'Karasu');
    expect(amounts(b)).toEqual([]);
  });

  it("OP05-006 Koala: with a Revolutionary Army Leader opponent's Character −3000", () => {
    const s = build({ p0: { leader: BETTY, hand: ['OP05-006'], donActive: 2 }, p1: { leader: KID, chars: [FRANKY] } });
    s.choose('Play Koala').choose('Franky');
    expect(s.power(s.id(1, FRANKY))).toBe(3000);
    const t = build({ p0: { leader: LUFFY, hand: ['OP05-006'], donActive: 2 }, p1: { leader: KID, chars: [FRANKY] } });
    t.choose('Play Koala');
    expect(t.power(t.id(1, FRANKY))).toBe(6000);
  });

  it('OP05-008 Chaka: [DON!! x1] [Once Per Turn] give up to 2 rested DON!!', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-008', don: 1 }], donRested: 2 },
      p1: { leader: KID },
    });
    s.choose('Activate Chaka').choose('2').choose('Monkey.D.Luffy');
    expect(s.g.don[s.leader(0)]).toBe(2);
    expect(s.has('Activate Chaka')).toBe(false);
    const t = build({ p0: { leader: LUFFY, chars: ['OP05-008'], donRested: 2 }, p1: { leader: KID } });
    expect(t.has('Activate Chaka')).toBe(false);
  });

  it('OP05-009 Toh-Toh: draw 1 if your Leader has 0 power or less', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP03-019', 'OP05-009'], donActive: 3 }, p1: { leader: KID } });
    s.choose('Play Toh-Toh');
    expect(s.hand(0)).toEqual(['OP03-019']);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP05-009'], donActive: 1 },
      p1: { leader: KID, hand: ['OP03-019'] },
    });
    t.g.mods.push({ c: t.leader(0), inst: t.g.inst[t.leader(0)]!, by: 1, dur: 'turn', power: -5000 });
    t.choose('Play Toh-Toh');
    expect(t.hand(0)).toEqual([FRANKY]);
  });

  it('OP05-010 Nico Robin, OP05-011 Bartholomew Kuma: K.O. 1000 / 2000 power or less; Kuma [Trigger] with a multicolored Leader', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-011'], donActive: 2 },
      p1: { leader: KID, chars: ['OP05-010', KAROO] },
    });
    s.choose('Play Bartholomew Kuma');
    expect(s.options()).toEqual(['Nico Robin (OP05-010)']);
    s.choose('Nico Robin');
    expect(s.chars(1)).toEqual([KAROO]);
    const r = build({
      p0: { leader: LUFFY, hand: ['OP05-010'], donActive: 1 },
      p1: { leader: KID, chars: ['OP05-010', 'OP05-009'] },
    });
    r.choose('Play Nico Robin');
    expect(r.options()).toEqual(['Toh-Toh (OP05-009)']); // 0 power; Robin has 2000
    r.choose('Toh-Toh');
    expect(r.chars(1)).toEqual(['OP05-010']);
    const u = build({ p0: { leader: LUFFY }, p1: { leader: BETTY, life: ['OP05-011'] } });
    u.choose('Attack Belo Betty (OP05-002) with Monkey.D.Luffy').choose('Activate [Trigger]');
    expect(u.chars(1)).toEqual(['OP05-011']);
    const v = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP05-011'] } });
    v.choose(ATTACK_KID + 'Monkey.D.Luffy').choose('Activate [Trigger]');
    expect(v.chars(1)).toEqual([]);
  });

  it('OP05-013 Bunny Joe, OP05-024 Kuween: [Blocker]', () => {
    for (const [n, name] of [
      ['OP05-013', 'Bunny Joe'],
      ['OP05-024', 'Kuween'],
    ] as const) {
      const s = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: [n] } });
      s.choose('Attack Eustass').choose(`Block with ${name}`);
      expect(s.events('block').map((e) => e['code'])).toEqual([n]);
    }
  });

  it('OP05-014 Pell: [DON!! x1] −2000', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-014', don: 1 }] },
      p1: { leader: KID, chars: [HEAT], life: [KAROO] },
    });
    s.choose(ATTACK_KID + 'Pell').choose('Heat');
    expect(s.power(s.id(1, HEAT))).toBe(2000);
    const t = build({ p0: { leader: LUFFY, chars: ['OP05-014'] }, p1: { leader: KID, chars: [HEAT], life: [KAROO] } });
    t.choose(ATTACK_KID + 'Pell');
    expect(t.power(t.id(1, HEAT))).toBe(4000);
  });

  it('OP05-015 Belo Betty: look at 5 for a Revolutionary Army card other than [Belo Betty]', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-015'], donActive: 1, deck: ['OP05-015', 'OP05-006', KAROO] },
      p1: { leader: KID },
    });
    s.choose('Play Belo Betty');
    expect(s.options()).toEqual(['Koala (OP05-006)']);
  });

  it('OP05-016 Morley, OP05-017 Lindbergh: with 7000 power no [Blocker] / K.O. 3000 or less; [Trigger] trash 1, multicolored: play', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-016', don: 2 }] },
      p1: { leader: KID, chars: ['OP05-013'], life: [KAROO] },
    });
    s.choose(ATTACK_KID + 'Morley');
    expect(s.has('Block with Bunny Joe')).toBe(false);
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-016', don: 1 }] },
      p1: { leader: KID, chars: ['OP05-013'], life: [KAROO] },
    });
    t.choose(ATTACK_KID + 'Morley');
    expect(t.has('Block with Bunny Joe')).toBe(true);
    const l = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-017', don: 2 }] },
      p1: { leader: KID, chars: [KAROO, HEAT], life: [KAROO] },
    });
    l.choose(ATTACK_KID + 'Lindbergh').choose('Karoo');
    expect(l.chars(1)).toEqual([HEAT]);
    for (const [n, name] of [
      ['OP05-016', 'Morley'],
      ['OP05-017', 'Lindbergh'],
    ] as const) {
      const u = build({ p0: { leader: LUFFY }, p1: { leader: BETTY, life: [n], hand: [KAROO] } });
      u.choose('Attack Belo Betty (OP05-002) with Monkey.D.Luffy')
        .choose('Done')
        .choose('Activate [Trigger]')
        .choose('Yes');
      expect([u.chars(1), u.trash(1)], name).toEqual([[n], [KAROO]]);
      const v = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: [n], hand: [KAROO] } });
      v.choose(ATTACK_KID + 'Monkey.D.Luffy')
        .choose('Done')
        .choose('Activate [Trigger]')
        .choose('Yes');
      expect(v.chars(1), name).toEqual([]);
    }
  });

  it('OP05-018 Emporio Energy Hormone: +3000, then play a Revolutionary Army Character with 5000 or less; [Trigger] the play', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [HEAT] },
      p1: { leader: KID, hand: ['OP05-018', 'OP05-006', 'OP05-007'], donActive: 3 },
    });
    s.choose(ATTACK_KID + 'Heat')
      .choose('Activate')
      .choose('Eustass');
    expect(s.options()).toEqual(['Koala (OP05-006)']);
    s.choose('Koala');
    expect([amounts(s), s.chars(1)]).toEqual([[3000], ['OP05-006']]);
    const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP05-018'], hand: ['OP05-006'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Done')
      .choose('Activate [Trigger]')
      .choose('Koala');
    expect(u.chars(1)).toEqual(['OP05-006']);
  });

  it('OP05-019 Fire Fist: −4000, then with 2 or less Life K.O. 0 power or less; [Trigger] the same', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-019'], donActive: 2, life: [KAROO] },
      p1: { leader: KID, chars: [HEAT] },
    });
    s.choose('Activate Fire Fist').choose('Heat').choose('Heat');
    expect(s.chars(1)).toEqual([]);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP05-019'], donActive: 2, life: [KAROO, KAROO, KAROO] },
      p1: { leader: KID, chars: [HEAT] },
    });
    t.choose('Activate Fire Fist').choose('Heat');
    expect([t.chars(1), t.power(t.id(1, HEAT))]).toEqual([[HEAT], 0]);
    const u = build({ p0: { leader: LUFFY, chars: [HEAT] }, p1: { leader: KID, life: ['OP05-019'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('Heat')
      .choose('Heat');
    expect(u.chars(0)).toEqual([]);
  });

  it('OP05-020 Four Thousand-Brick Fist: +2000, then K.O. 2000 or less; [Trigger] +1000', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-020'], donActive: 2 },
      p1: { leader: KID, chars: ['OP05-010', HEAT] },
    });
    s.choose('Activate Four').choose('Monkey.D.Luffy').choose('Nico Robin');
    expect([s.power(s.leader(0)), s.chars(1)]).toEqual([7000, [HEAT]]);
    const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP05-020'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('Eustass');
    expect(u.power(u.leader(1))).toBe(6000);
  });

  it('OP05-021 Revolutionary Army HQ: trash 1 and rest: look at 3 for a Revolutionary Army card', () => {
    const s = build({
      p0: { leader: LUFFY, stage: 'OP05-021', hand: [KAROO], deck: ['OP05-006', HEAT, VITO, FRANKY] },
      p1: { leader: KID },
    });
    s.choose('Activate Revolutionary Army HQ').choose('Koala').answer([0, 1]);
    expect([s.hand(0), s.trash(0)]).toEqual([['OP05-006'], [KAROO]]);
    const t = build({ p0: { leader: LUFFY, stage: 'OP05-021' }, p1: { leader: KID } });
    expect(t.has('Activate Revolutionary Army HQ')).toBe(false); // no card to trash
  });
});

describe('OP-05 green', () => {
  it('OP05-023 Vergo: [DON!! x1] K.O. a rested cost 3 or less', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-023', don: 1 }] },
      p1: { leader: KID, chars: [{ code: VITO, rested: true }], life: [KAROO] },
    });
    s.choose(ATTACK_KID + 'Vergo').choose('Vito');
    expect(s.chars(1)).toEqual([]);
    const t = build({
      p0: { leader: LUFFY, chars: ['OP05-023'] },
      p1: { leader: KID, chars: [{ code: VITO, rested: true }], life: [KAROO] },
    });
    t.choose(ATTACK_KID + 'Vergo');
    expect(t.chars(1)).toEqual([VITO]);
  });

  it('OP05-025 Gladius, OP05-027 Trafalgar Law: rest this / trash this: rest a cost 3 or less', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['OP05-025'] }, p1: { leader: KID, chars: [VITO, FRANKY] } });
    s.choose('Activate Gladius');
    expect(s.options()).toEqual(['Vito (ST02-002)']);
    s.choose('Vito');
    expect([s.g.rested[s.id(0, 'OP05-025')], s.g.rested[s.id(1, VITO)]]).toEqual([1, 1]);
    expect(s.has('Activate Gladius')).toBe(false);
    const t = build({ p0: { leader: LUFFY, chars: ['OP05-027'] }, p1: { leader: KID, chars: [VITO] } });
    t.choose('Activate Trafalgar Law').choose('Vito');
    expect([t.trash(0), t.g.rested[t.id(1, VITO)]]).toEqual([['OP05-027'], 1]);
  });

  it('OP05-026 Sarquiss: [DON!! x1] [Once Per Turn] rest a cost 3 or more Character: set active', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-026', don: 1 }, VITO, KAROO] },
      p1: { leader: KID, life: [KAROO, KAROO] },
    });
    s.choose(ATTACK_KID + 'Sarquiss').choose('Yes');
    s.passUntil((x) => x.g.battle === null);
    expect([s.g.rested[s.id(0, 'OP05-026')], s.g.rested[s.id(0, VITO)]]).toEqual([0, 1]);
    s.choose(ATTACK_KID + 'Sarquiss');
    s.passUntil((x) => x.g.battle === null);
    expect(s.g.rested[s.id(0, 'OP05-026')]).toBe(1); // once per turn
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-026', don: 1 }, KAROO] },
      p1: { leader: KID, life: [KAROO] },
    });
    t.choose(ATTACK_KID + 'Sarquiss').passUntil((x) => x.g.battle === null);
    expect(t.g.rested[t.id(0, 'OP05-026')]).toBe(1); // Karoo costs 1
  });

  it('OP05-028 Donquixote Doflamingo: trash this: K.O. a rested cost 2 or less', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP05-028'] },
      p1: { leader: KID, chars: [{ code: HEAT, rested: true }, HEAT] },
    });
    s.choose('Activate Donquixote Doflamingo');
    expect(s.options()).toEqual(['Heat (ST02-011)']);
    s.choose('Heat');
    expect([s.chars(0), s.chars(1)]).toEqual([[], [HEAT]]);
  });

  it("OP05-029 Donquixote Doflamingo: [On Your Opponent's Attack] [Once Per Turn] ①: rest a cost 6 or less", () => {
    const s = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, chars: ['OP05-029'], donActive: 1 } });
    s.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Yes')
      .choose('Franky');
    expect(s.g.rested[s.id(0, FRANKY)]).toBe(1);
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, chars: ['OP05-029'] } });
    t.choose(ATTACK_KID + 'Monkey.D.Luffy');
    expect(t.g.rested[t.id(0, FRANKY)]).toBe(0); // no DON!!
  });

  it('OP05-031 Buffalo: [Once Per Turn] with 2 rested Characters set a rested cost 1 active', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP05-031', { code: KAROO, rested: true }] },
      p1: { leader: KID, life: [KAROO] },
    });
    s.choose(ATTACK_KID + 'Buffalo').choose('Karoo');
    expect(s.g.rested[s.id(0, KAROO)]).toBe(0);
    const t = build({
      p0: { leader: LUFFY, chars: ['OP05-031', { code: HEAT, rested: true }] },
      p1: { leader: KID, life: [KAROO] },
    });
    t.choose(ATTACK_KID + 'Buffalo');
    expect(t.g.rested[t.id(0, HEAT)]).toBe(1); // Heat costs 2
  });

  it('OP05-033 / OP05-034 Baby 5: ① rest: play a Donquixote Pirates cost 2 or less / look at 5 for one', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP05-033'], hand: ['OP05-024', 'OP05-025'], donActive: 1 },
      p1: { leader: KID },
    });
    s.choose('Activate Baby 5');
    expect(s.options()).toEqual(['Kuween (OP05-024)']);
    s.choose('Kuween');
    expect(s.chars(0)).toEqual(['OP05-033', 'OP05-024']);
    const t = build({
      p0: { leader: LUFFY, chars: ['OP05-034'], donActive: 1, deck: ['OP05-025', KAROO] },
      p1: { leader: KID },
    });
    t.choose('Activate Baby 5').choose('Gladius');
    expect(t.hand(0)).toEqual(['OP05-025']);
    const u = build({ p0: { leader: LUFFY, chars: ['OP05-034'] }, p1: { leader: KID } });
    expect(u.has('Activate Baby 5')).toBe(false);
  });

  it('OP05-036 Monet: [Blocker]; [On Block] rest a cost 4 or less', () => {
    const s = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, chars: ['OP05-036'] } });
    s.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Block with Monet')
      .choose('Franky');
    expect(s.g.rested[s.id(0, FRANKY)]).toBe(1);
  });

  it('OP05-037 Because the Side of Justice…: trash 1: +3000; [Trigger] rest a cost 4 or less', () => {
    const s = build({ p0: { leader: LUFFY, chars: [HEAT] }, p1: { leader: KID, hand: ['OP05-037', KAROO] } });
    s.choose(ATTACK_KID + 'Heat')
      .choose('Activate')
      .choose('Yes')
      .choose('Eustass');
    expect(amounts(s)).toEqual([3000]);
    const u = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: ['OP05-037'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('Franky');
    expect(u.g.rested[u.id(0, FRANKY)]).toBe(1);
  });

  it('OP05-039 Stick-Stickem Meteora: +4000, K.O. a rested cost 3 or less; [Trigger] rested cost 5 or less', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: VITO, rested: true }, HEAT] },
      p1: { leader: KID, hand: ['OP05-039'], donActive: 2 },
    });
    s.choose(ATTACK_KID + 'Heat')
      .choose('Activate')
      .choose('Eustass')
      .choose('Vito');
    expect([amounts(s), s.chars(0)]).toEqual([[4000], [HEAT]]);
    const u = build({
      p0: { leader: LUFFY, chars: [{ code: 'ST02-009', rested: true }] },
      p1: { leader: KID, life: ['OP05-039'] },
    });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('Trafalgar');
    expect(u.chars(0)).toEqual([]);
  });
});

describe('OP-05 blue', () => {
  it('OP05-041 Sakazuki: [Once Per Turn] trash 1: draw 1; [When Attacking] −1 cost', () => {
    const s = build({ p0: { leader: 'OP05-041', hand: [KAROO] }, p1: { leader: KID, chars: [FRANKY], life: [KAROO] } });
    s.choose('Activate Sakazuki');
    expect([s.trash(0), s.hand(0)]).toEqual([[KAROO], [FRANKY]]);
    expect(s.has('Activate Sakazuki')).toBe(false);
    s.choose(/Attack Eustass.* with Sakazuki/).choose('Franky');
    expect(cost(s.g, s.id(1, FRANKY))).toBe(3);
  });

  it('OP05-042 Issho: a cost 7 or less cannot attack until the start of your next turn', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP05-042'], donActive: 6 }, p1: { leader: KID, chars: [FRANKY] } });
    s.choose('Play Issho').choose('Franky');
    s.choose('End your turn');
    s.passUntil((x) => x.g.turnPlayer === 1 && x.g.phase === 'main');
    expect(s.options().some((o) => o.includes('with Franky'))).toBe(false);
  });

  it('OP05-045 Stainless: trash 1 and rest: a cost 2 or less to the deck bottom', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP05-045'], hand: [KAROO] },
      p1: { leader: KID, chars: [HEAT, VITO] },
    });
    s.choose('Activate Stainless').choose('Heat');
    expect([s.chars(1), s.trash(0)]).toEqual([[VITO], [KAROO]]);
    const t = build({ p0: { leader: LUFFY, chars: ['OP05-045'] }, p1: { leader: KID, chars: [HEAT] } });
    expect(t.has('Activate Stainless')).toBe(false);
  });

  it('OP05-046 Dalmatian: [On K.O.] draw 1 and place 1 from hand at the deck bottom', () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 1 },
      p1: { leader: KID, chars: [{ code: 'OP05-046', rested: true }], hand: [KAROO], deck: [HEAT, VITO] },
    });
    s.choose('Attack Dalmatian').choose('Done').choose('Karoo');
    expect([s.hand(1), s.g.code[s.g.players[1].deck[0]!]]).toEqual([[HEAT], KAROO]);
  });

  it('OP05-047 Basil Hawkins: [Blocker]; [On Block] draw 1 with 3 or less cards, then +1000', () => {
    const s = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['OP05-047'] } });
    s.choose('Attack Eustass').choose('Block with Basil Hawkins');
    expect([s.hand(1), amounts(s)]).toEqual([[FRANKY], [1000]]);
    const t = build({
      p0: { leader: LUFFY },
      p1: { leader: KID, chars: ['OP05-047'], hand: [KAROO, KAROO, KAROO, KAROO] },
    });
    t.choose('Attack Eustass').choose('Block with Basil Hawkins');
    expect(t.g.players[1].hand.length).toBe(4);
  });

  it('OP05-048 Bastille: [DON!! x1] a cost 2 or less to the deck bottom', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-048', don: 1 }] },
      p1: { leader: KID, chars: [HEAT], life: [KAROO] },
    });
    s.choose(ATTACK_KID + 'Bastille').choose('Heat');
    expect(s.chars(1)).toEqual([]);
    const t = build({ p0: { leader: LUFFY, chars: ['OP05-048'] }, p1: { leader: KID, chars: [HEAT], life: [KAROO] } });
    t.choose(ATTACK_KID + 'Bastille');
    expect(t.chars(1)).toEqual([HEAT]);
  });
});

describe('OP-05 blue (2)', () => {
  it('OP05-049 Haccha: [DON!! x1] return a cost 3 or less', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-049', don: 1 }] },
      p1: { leader: KID, chars: [VITO], life: [KAROO] },
    });
    s.choose(ATTACK_KID + 'Haccha').choose('Vito');
    expect(s.hand(1)).toEqual([VITO]);
    const t = build({ p0: { leader: LUFFY, chars: ['OP05-049'] }, p1: { leader: KID, chars: [VITO], life: [KAROO] } });
    t.choose(ATTACK_KID + 'Haccha');
    expect(t.chars(1)).toEqual([VITO]);
  });

  it('OP05-050 Hina: draw 1 with 5 or less cards in hand', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP05-050'], donActive: 3 }, p1: { leader: KID } });
    s.choose('Play Hina');
    expect(s.hand(0)).toEqual([FRANKY]);
    const six = [KAROO, KAROO, KAROO, KAROO, KAROO, KAROO];
    const t = build({ p0: { leader: LUFFY, hand: ['OP05-050', ...six], donActive: 3 }, p1: { leader: KID } });
    t.choose('Play Hina');
    expect(t.hand(0)).toEqual(six);
  });

  it('OP05-051 Borsalino: a cost 4 or less to the deck bottom', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-051'], donActive: 7 },
      p1: { leader: KID, chars: [FRANKY, 'ST02-009'] },
    });
    s.choose('Play Borsalino');
    expect(s.options()).toEqual(['Franky (ST01-010)']);
  });

  it('OP05-052 Maynard, OP05-113 Yama: [Blocker]', () => {
    for (const [n, name] of [
      ['OP05-052', 'Maynard'],
      ['OP05-113', 'Yama'],
    ] as const) {
      const s = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: [n] } });
      s.choose('Attack Eustass').choose(`Block with ${name}`);
      expect(s.events('block').map((e) => e['code'])).toEqual([n]);
    }
  });

  it('OP05-055 X.Drake: [Blocker]; look at 5, top or bottom in any order', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-055'], donActive: 5, deck: [KAROO, HEAT, VITO] },
      p1: { leader: KID },
    });
    s.choose('Play X.Drake').choose('Bottom of your deck').answer([0, 1, 2]);
    expect(s.codes(s.g.players[0].deck.slice(0, 3))).toEqual([KAROO, HEAT, VITO]);
    const b = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['OP05-055'] } });
    b.choose('Attack Eustass').choose('Block with X.Drake');
    expect(b.events('block').length).toBe(1);
  });

  it('OP05-057 Hound Blaze: +3000, a cost 2 or less to the deck bottom; [Trigger] return a cost 3 or less', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP05-057'], donActive: 2 }, p1: { leader: KID, chars: [HEAT] } });
    s.choose('Activate Hound Blaze').choose('Monkey.D.Luffy').choose('Heat');
    expect([s.power(s.leader(0)), s.chars(1)]).toEqual([8000, []]);
    const u = build({ p0: { leader: LUFFY, chars: [VITO] }, p1: { leader: KID, life: ['OP05-057'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('Vito');
    expect(u.hand(0)).toEqual([VITO]);
  });

  it('OP05-059 Let Us Begin…: with a multicolored Leader draw 1, return a cost 5 or less; [Trigger] draw 2', () => {
    const s = build({
      p0: { leader: BETTY, hand: ['OP05-059'], donActive: 5 },
      p1: { leader: KID, chars: ['ST02-009'] },
    });
    s.choose('Activate Let Us Begin').choose('Trafalgar');
    expect([s.hand(0), s.hand(1)]).toEqual([[FRANKY], ['ST02-009']]);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP05-059'], donActive: 5 },
      p1: { leader: KID, chars: ['ST02-009'] },
    });
    t.choose('Activate Let Us Begin').choose('Trafalgar');
    expect(t.hand(0)).toEqual([]);
    const u = build({ p0: { leader: KID }, p1: { leader: BETTY, life: ['OP05-059'] } });
    u.choose('Attack Belo Betty').choose('Activate [Trigger]');
    expect(u.hand(1)).toEqual([FRANKY, FRANKY]);
  });

  it('OP05-118 Kaido: draw 4 if your opponent has 3 or less Life', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP05-118'], donActive: 10 }, p1: { leader: KID, life: [KAROO] } });
    s.choose('Play Kaido');
    expect(s.hand(0).length).toBe(4);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP05-118'], donActive: 10 },
      p1: { leader: KID, life: [KAROO, KAROO, KAROO, KAROO] },
    });
    t.choose('Play Kaido');
    expect(t.hand(0)).toEqual([]);
  });
});

describe('OP-05 purple', () => {
  it('OP05-061 Uso-Hachi: [DON!! x1] with 8 DON!! rest a cost 4 or less', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-061', don: 1 }], donActive: 7 },
      p1: { leader: KID, chars: [FRANKY], life: [KAROO] },
    });
    s.choose(ATTACK_KID + 'Uso-Hachi').choose('Franky');
    expect(s.g.rested[s.id(1, FRANKY)]).toBe(1);
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-061', don: 1 }], donActive: 6 },
      p1: { leader: KID, chars: [FRANKY], life: [KAROO] },
    });
    t.choose(ATTACK_KID + 'Uso-Hachi');
    expect(t.g.rested[t.id(1, FRANKY)]).toBe(0);
  });

  it('OP05-062 O-Nami: [Blocker] with 10 DON!!; OP05-066 Jinbe: [Blocker], +1000 with 10 DON!! on the opponent’s turn', () => {
    const s = build({ p0: { leader: KID }, p1: { leader: LUFFY, chars: ['OP05-062', 'OP05-066'], donActive: 10 } });
    s.choose('Attack Monkey');
    expect(s.has('Block with O-Nami')).toBe(true);
    expect(s.power(s.id(1, 'OP05-066'))).toBe(7000);
    const t = build({ p0: { leader: KID }, p1: { leader: LUFFY, chars: ['OP05-062', 'OP05-066'], donActive: 9 } });
    t.choose('Attack Monkey');
    expect([t.has('Block with O-Nami'), t.has('Block with Jinbe')]).toEqual([false, true]);
    expect(t.power(t.id(1, 'OP05-066'))).toBe(6000);
  });

  it('OP05-063 O-Robi, OP05-072 Hone-Kichi: with 8 DON!! K.O. a cost 3 or less / −2000 to 2', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP05-063'], donActive: 8 }, p1: { leader: KID, chars: [VITO] } });
    s.choose('Play O-Robi').choose('Vito');
    expect(s.chars(1)).toEqual([]);
    const t = build({ p0: { leader: LUFFY, hand: ['OP05-063'], donActive: 7 }, p1: { leader: KID, chars: [VITO] } });
    t.choose('Play O-Robi');
    expect(t.chars(1)).toEqual([VITO]);
    const h = build({
      p0: { leader: LUFFY, hand: ['OP05-072'], donActive: 8 },
      p1: { leader: KID, chars: [VITO, HEAT] },
    });
    h.choose('Play Hone-Kichi').choose('Vito', 'Heat');
    expect([h.power(h.id(1, VITO)), h.power(h.id(1, HEAT))]).toEqual([3000, 2000]);
  });

  it('OP05-064 Killer: look at 5 for a Kid Pirates card other than [Killer]', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-064'], donActive: 1, deck: ['OP05-064', 'OP05-074', KAROO] },
      p1: { leader: KID },
    });
    s.choose('Play Killer');
    expect(s.options()).toEqual(['Eustass"Captain"Kid (OP05-074)']);
  });

  it('OP05-067 Zoro-Juurou: with 3 or less Life add 1 active DON!!', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['OP05-067'], life: [KAROO] }, p1: { leader: KID, life: [KAROO] } });
    s.choose(ATTACK_KID + 'Zoro-Juurou').choose('1');
    expect(s.g.players[0].donActive).toBe(1);
    const t = build({
      p0: { leader: LUFFY, chars: ['OP05-067'], life: [KAROO, KAROO, KAROO, KAROO] },
      p1: { leader: KID, life: [KAROO] },
    });
    t.choose(ATTACK_KID + 'Zoro-Juurou');
    expect(t.g.players[0].donActive).toBe(0);
  });

  it('OP05-068 Chopa-Emon: with 8 DON!! set a purple Straw Hat Crew with 6000 or less active', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-068'], chars: [{ code: 'OP05-067', rested: true }], donActive: 8 },
      p1: { leader: KID },
    });
    s.choose('Play Chopa-Emon').choose('Zoro-Juurou');
    expect(s.g.rested[s.id(0, 'OP05-067')]).toBe(0);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP05-068'], chars: [{ code: 'OP05-067', rested: true }], donActive: 7 },
      p1: { leader: KID },
    });
    t.choose('Play Chopa-Emon');
    expect(t.g.rested[t.id(0, 'OP05-067')]).toBe(1);
  });

  it('OP05-069 Trafalgar Law, OP05-071 Bepo: if the opponent has more DON!!, look for a Heart Pirates card / −2000', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP05-069'], deck: ['OP05-071', KAROO] },
      p1: { leader: KID, donActive: 1, life: [KAROO] },
    });
    s.choose(ATTACK_KID + 'Trafalgar Law').choose('Bepo');
    expect(s.hand(0)).toEqual(['OP05-071']);
    const t = build({
      p0: { leader: LUFFY, chars: ['OP05-069'], deck: ['OP05-071', KAROO] },
      p1: { leader: KID, life: [KAROO] },
    });
    t.choose(ATTACK_KID + 'Trafalgar Law');
    expect(t.hand(0)).toEqual([]);
    const b = build({
      p0: { leader: LUFFY, chars: ['OP05-071'] },
      p1: { leader: KID, chars: [HEAT], donActive: 1, life: [KAROO] },
    });
    b.choose(ATTACK_KID + 'Bepo').choose('Heat');
    expect(b.power(b.id(1, HEAT))).toBe(2000);
  });

  it('OP05-070 Fra-Nosuke: [DON!! x1] with 8 DON!! [Rush]', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-070', don: 1, fresh: true }], donActive: 7 },
      p1: { leader: KID },
    });
    expect(s.has(ATTACK_KID + 'Fra-Nosuke')).toBe(true);
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-070', don: 1, fresh: true }], donActive: 6 },
      p1: { leader: KID },
    });
    expect(t.has(ATTACK_KID + 'Fra-Nosuke')).toBe(false);
  });

  it('OP05-073 Miss Doublefinger(Zala): trash 1: add 1 rested DON!!; [Trigger] DON!! −1: play', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['OP05-073', KAROO], donActive: 4 }, p1: { leader: KID } });
    s.choose('Play Miss Doublefinger').choose('Yes').choose('1');
    expect([s.trash(0), s.g.players[0].donRested]).toEqual([[KAROO], 5]);
    const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP05-073'], donActive: 1 } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('Yes');
    expect([u.chars(1), u.g.players[1].donDeck]).toEqual([['OP05-073'], 10]);
  });

  it("OP05-075 Mr.1(Daz.Bonez): [On Your Opponent's Attack] DON!! −1: play a Baroque Works cost 3 or less", () => {
    const s = build({
      p0: { leader: LUFFY },
      p1: { leader: KID, chars: ['OP05-075'], hand: ['OP05-073', 'OP01-084'], donActive: 1 },
    });
    s.choose(ATTACK_KID + 'Monkey.D.Luffy').choose('Yes');
    expect(s.options()).toEqual(['Mr.2.Bon.Kurei(Bentham) (OP01-084)']); // Zala (OP05-073) costs 4
    s.choose('Mr.2');
    expect([s.chars(1), s.g.players[1].donDeck]).toEqual([['OP05-075', 'OP01-084'], 10]);
    const t = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['OP05-075'], hand: ['OP01-084'] } });
    t.choose(ATTACK_KID + 'Monkey.D.Luffy');
    expect(t.chars(1)).toEqual(['OP05-075']); // no DON!! to return
  });

  it('OP05-076 When You’re at Sea…: look at 3 for a Straw Hat Crew, Kid or Heart Pirates card; [Trigger] the same', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-076'], donActive: 1, deck: ['OP05-074', 'OP05-071', KAROO] },
      p1: { leader: KID },
    });
    s.choose('Activate When');
    expect(s.options()).toEqual(['Eustass"Captain"Kid (OP05-074)', 'Bepo (OP05-071)']);
    const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP05-076'], deck: ['OP05-071', KAROO] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('Bepo');
    expect(u.hand(1)).toEqual(['OP05-071']);
  });

  it('OP05-077 Gamma Knife, OP05-078 Punk Rotten: DON!! −1: −5000 / a Kid Pirates +5000; [Trigger] add 1 active DON!!', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-077'], donActive: 3 },
      p1: { leader: KID, chars: ['ST02-009'] },
    });
    s.choose('Activate Gamma Knife').choose('Yes').answer([0]).choose('Trafalgar');
    expect(s.power(s.id(1, 'ST02-009'))).toBe(1000);
    const p = build({ p0: { leader: KID, hand: ['OP05-078'], donActive: 3 }, p1: { leader: LUFFY } });
    p.choose('Activate Punk Rotten').choose('Yes').answer([0]).choose('Eustass');
    expect(p.power(p.leader(0))).toBe(10000);
    for (const n of ['OP05-077', 'OP05-078']) {
      const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: [n] } });
      u.choose(ATTACK_KID + 'Monkey.D.Luffy')
        .choose('Activate [Trigger]')
        .choose('1');
      expect(u.g.players[1].donActive, n).toBe(1);
    }
  });
});

describe('OP-05 black and yellow', () => {
  it('OP05-081 One-Legged Toy Soldier: trash this: −3 cost', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['OP05-081'] }, p1: { leader: KID, chars: [FRANKY] } });
    s.choose('Activate One-Legged').choose('Franky');
    expect([s.trash(0), cost(s.g, s.id(1, FRANKY))]).toEqual([['OP05-081'], 1]);
  });

  it('OP05-085 Nefeltari Cobra: [Blocker]; trash the deck top; OP05-086 Nefeltari Vivi: [Blocker] with 10 in the trash', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-085'], donActive: 2, deck: [KAROO, HEAT] },
      p1: { leader: KID },
    });
    s.choose('Play Nefeltari Cobra');
    expect(s.trash(0)).toEqual([KAROO]);
    const ten = new Array<string>(10).fill(KAROO);
    const v = build({ p0: { leader: KID }, p1: { leader: LUFFY, chars: ['OP05-086'], trash: ten } });
    v.choose('Attack Monkey');
    expect(v.has('Block with Nefeltari Vivi')).toBe(true);
    const w = build({
      p0: { leader: KID },
      p1: { leader: LUFFY, chars: ['OP05-086', 'OP05-085'], trash: ten.slice(1) },
    });
    w.choose('Attack Monkey');
    expect([w.has('Block with Nefeltari Vivi'), w.has('Block with Nefeltari Cobra')]).toEqual([false, true]);
  });

  it('OP05-090 Riku Doldo III: [Blocker]; [On Play]/[On K.O.] a Dressrosa Character +2000', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-090'], chars: ['OP05-081'], donActive: 4 },
      p1: { leader: KID },
    });
    s.choose('Play Riku').choose('One-Legged');
    expect(s.power(s.id(0, 'OP05-081'))).toBe(2000);
    const t = build({
      p0: { leader: LUFFY, leaderDon: 1 },
      p1: { leader: KID, chars: [{ code: 'OP05-090', rested: true }, 'OP05-081'] },
    });
    t.choose('Attack Riku').choose('One-Legged');
    expect(t.power(t.id(1, 'OP05-081'))).toBe(2000);
  });

  it('OP05-095 Dragon Claw: +4000, then with 15 in the trash K.O. a cost 4 or less', () => {
    const fifteen = new Array<string>(15).fill(KAROO);
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, hand: ['OP05-095'], donActive: 2, trash: fifteen.slice(1) },
    });
    s.choose(ATTACK_KID + 'Franky')
      .choose('Activate')
      .choose('Eustass')
      .choose('Franky');
    expect(s.chars(0)).toEqual([]); // the Event itself is the 15th card
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, hand: ['OP05-095'], donActive: 2 } });
    t.choose(ATTACK_KID + 'Franky')
      .choose('Activate')
      .choose('Eustass');
    expect(t.chars(0)).toEqual([FRANKY]);
  });

  it("OP05-102 Gedatsu, OP05-116 Hino Bird Zap: K.O. a cost up to the opponent's Life count; [Trigger] the same", () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-102'], donActive: 5 },
      p1: { leader: KID, chars: [HEAT, VITO], life: [KAROO, KAROO] },
    });
    s.choose('Play Gedatsu');
    expect(s.options()).toEqual(['Heat (ST02-011)']);
    const z = build({
      p0: { leader: LUFFY, hand: ['OP05-116'], donActive: 2 },
      p1: { leader: KID, chars: [VITO], life: [KAROO, KAROO, KAROO] },
    });
    z.choose('Activate Hino').choose('Vito');
    expect(z.chars(1)).toEqual([]);
    const u = build({ p0: { leader: LUFFY, chars: [KAROO], life: [KAROO] }, p1: { leader: KID, life: ['OP05-116'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('Karoo');
    expect(u.chars(0)).toEqual([]);
  });

  it('OP05-105 Satori: [Trigger] trash 1: play; OP05-106 Shura: look at 5 for Sky Island, [Trigger] play', () => {
    const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP05-105'], hand: [KAROO] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Done')
      .choose('Activate [Trigger]')
      .choose('Yes');
    expect(u.chars(1)).toEqual(['OP05-105']);
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-106'], donActive: 2, deck: ['OP05-106', 'OP05-105', KAROO] },
      p1: { leader: KID },
    });
    s.choose('Play Shura');
    expect(s.options()).toEqual(['Satori (OP05-105)']);
    const t = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP05-106'] } });
    t.choose(ATTACK_KID + 'Monkey.D.Luffy').choose('Activate [Trigger]');
    expect(t.chars(1)).toEqual(['OP05-106']);
  });

  it('OP05-112 Captain McKinley: [Blocker]; [On K.O.] play a Sky Island cost 1', () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 1 },
      p1: { leader: KID, chars: [{ code: 'OP05-112', rested: true }], hand: ['OP05-109', KAROO] },
    });
    s.choose('Attack Captain').choose('Done').choose('Pagaya');
    expect(s.chars(1)).toEqual(['OP05-109']);
  });

  it('OP05-114 El Thor: +2000, +2000 more if the opponent has 2 or less Life; [Trigger] K.O. a cost up to their Life', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [HEAT], life: [KAROO] },
      p1: { leader: KID, hand: ['OP05-114'], donActive: 1 },
    });
    s.choose(ATTACK_KID + 'Heat')
      .choose('Activate')
      .choose('Eustass');
    expect(amounts(s)).toEqual([2000, 2000]);
    const t = build({
      p0: { leader: LUFFY, chars: [HEAT], life: [KAROO, KAROO, KAROO] },
      p1: { leader: KID, hand: ['OP05-114'], donActive: 1 },
    });
    t.choose(ATTACK_KID + 'Heat')
      .choose('Activate')
      .choose('Eustass');
    expect(amounts(t)).toEqual([2000]);
  });

  it('OP05-115 Two-Hundred Million Volts Amaru: +3000, with 1 or less Life rest a cost 4 or less; [Trigger] trash 2: Life', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-115'], donActive: 2, life: [KAROO] },
      p1: { leader: KID, chars: [FRANKY] },
    });
    s.choose('Activate Two-Hundred').choose('Monkey.D.Luffy').choose('Franky');
    expect(s.g.rested[s.id(1, FRANKY)]).toBe(1);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP05-115'], donActive: 2, life: [KAROO, KAROO] },
      p1: { leader: KID, chars: [FRANKY] },
    });
    t.choose('Activate Two-Hundred').choose('Monkey.D.Luffy');
    expect(t.g.rested[t.id(1, FRANKY)]).toBe(0);
    const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP05-115'], hand: [KAROO, HEAT] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Done')
      .choose('Activate [Trigger]')
      .choose('Yes')
      .choose('1');
    expect(u.life(1)).toBe(1);
  });

  it('OP05-117 Upper Yard: [On Play] look at 5 for a Sky Island card', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-117'], donActive: 1, deck: ['OP05-105', KAROO] },
      p1: { leader: KID },
    });
    s.choose('Play Upper Yard').choose('Satori');
    expect(s.hand(0)).toEqual(['OP05-105']);
  });
});

describe('OP-05 (3)', () => {
  it('OP05-002 Belo Betty: [Once Per Turn] trash a Revolutionary Army card: up to 3 Revolutionary Army or [Trigger] Characters +3000', () => {
    const s = build({
      p0: { leader: BETTY, hand: ['OP05-015'], chars: ['OP05-006', 'OP03-029', KAROO] },
      p1: { leader: KID },
    });
    s.choose('Activate Belo Betty');
    expect(s.options()).toEqual(['Koala (OP05-006)', 'Chew (OP03-029)']);
    s.choose('Koala', 'Chew');
    expect([s.power(s.id(0, 'OP05-006')), s.power(s.id(0, 'OP03-029'))]).toEqual([6000, 6000]);
    expect(s.has('Activate Belo Betty')).toBe(false);
    const t = build({ p0: { leader: BETTY, hand: [KAROO], chars: ['OP05-006'] }, p1: { leader: KID } });
    expect(t.has('Activate Belo Betty')).toBe(false); // Karoo is not Revolutionary Army
  });

  it('OP05-038 Charlestone: +4000, may trash 1: set up to 3 DON!! active; [Trigger] rest a cost 3 or less', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [HEAT] },
      p1: { leader: KID, hand: ['OP05-038', KAROO], donActive: 2, donRested: 3 },
    });
    s.choose(ATTACK_KID + 'Heat')
      .choose('Activate')
      .choose('Eustass')
      .choose('Yes')
      .choose('3');
    expect([amounts(s), s.g.players[1].donActive, s.trash(1)]).toEqual([[4000], 3, ['OP05-038', KAROO]]);
    const t = build({
      p0: { leader: LUFFY, chars: [HEAT] },
      p1: { leader: KID, hand: ['OP05-038', KAROO], donActive: 2, donRested: 3 },
    });
    t.choose(ATTACK_KID + 'Heat')
      .choose('Activate')
      .choose('Eustass')
      .choose('No');
    expect(t.g.players[1].donActive).toBe(0);
    const u = build({ p0: { leader: LUFFY, chars: [VITO] }, p1: { leader: KID, life: ['OP05-038'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy').choose('Activate [Trigger]');
    expect(u.options()).toEqual(['Vito (ST02-002)']); // the attacking Leader is rested already
  });

  it('OP05-054 Monkey.D.Garp: draw 2, place 2 at the deck bottom', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-054', KAROO], donActive: 3, deck: [HEAT, VITO, FRANKY] },
      p1: { leader: KID },
    });
    s.choose('Play Monkey.D.Garp').choose('Karoo', 'Heat');
    expect([s.hand(0), s.codes(s.g.players[0].deck.slice(0, 2))]).toEqual([[VITO], [HEAT, KAROO]]);
  });

  it('OP05-056 X.Barrels: place another of your Characters at the deck bottom: draw 1', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-056'], chars: [KAROO], donActive: 2, deck: [HEAT, VITO] },
      p1: { leader: KID },
    });
    s.choose('Play X.Barrels').choose('Yes');
    expect([s.chars(0), s.hand(0), s.g.code[s.g.players[0].deck[0]!]]).toEqual([['OP05-056'], [HEAT], KAROO]);
    const t = build({ p0: { leader: LUFFY, hand: ['OP05-056'], donActive: 2 }, p1: { leader: KID } });
    t.choose('Play X.Barrels');
    expect(t.hand(0)).toEqual([]);
  });

  it('OP05-079 Viola: the opponent places 3 cards from their trash at the bottom of their deck', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-079'], donActive: 2 },
      p1: { leader: KID, trash: [KAROO, HEAT, VITO, FRANKY] },
    });
    s.choose('Play Viola');
    expect(s.decision!.player).toBe(1);
    s.choose('Karoo', 'Heat', 'Vito');
    expect([s.trash(1), s.codes(s.g.players[1].deck.slice(0, 3))]).toEqual([[FRANKY], [VITO, HEAT, KAROO]]);
  });

  it('OP05-082 Shirahoshi: rest, 2 trash cards to the bottom: with 6 cards the opponent trashes 1', () => {
    const six = [KAROO, KAROO, HEAT, HEAT, VITO, VITO];
    const s = build({
      p0: { leader: LUFFY, chars: ['OP05-082'], trash: [KAROO, HEAT] },
      p1: { leader: KID, hand: six },
    });
    s.choose('Activate Shirahoshi').answer([0, 1]).answer([0]);
    expect(s.trash(1).length).toBe(1);
    const t = build({ p0: { leader: LUFFY, chars: ['OP05-082'], trash: [KAROO] }, p1: { leader: KID, hand: six } });
    expect(t.has('Activate Shirahoshi')).toBe(false); // 1 card in the trash
  });

  it('OP05-088 Mansherry, OP05-089 Saint Mjosgard: add a black Character of cost 3–5 / 1 from the trash', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP05-088'], donActive: 1, trash: ['OP05-082', 'OP05-090', KAROO, HEAT] },
      p1: { leader: KID },
    });
    s.choose('Activate Mansherry').choose('Karoo', 'Heat');
    expect(s.options()).toEqual(['Riku Doldo III (OP05-090)']);
    s.choose('Riku');
    expect(s.hand(0)).toEqual(['OP05-090']);
    const m = build({
      p0: { leader: LUFFY, chars: ['OP05-089', KAROO], donActive: 1, trash: ['OP05-082', 'OP05-090'] },
      p1: { leader: KID },
    });
    m.choose('Activate Saint Mjosgard').choose('Shirahoshi');
    expect([m.hand(0), m.g.rested[m.id(0, KAROO)]]).toEqual([['OP05-082'], 1]);
    const n = build({ p0: { leader: LUFFY, chars: ['OP05-089'], donActive: 1 }, p1: { leader: KID } });
    expect(n.has('Activate Saint Mjosgard')).toBe(false); // no other Character to rest
  });

  it('OP05-093 Rob Lucci: 3 trash cards to the bottom: K.O. cost 2 or less and cost 1 or less', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-093'], donActive: 4, trash: [KAROO, KAROO, KAROO] },
      p1: { leader: KID, chars: [HEAT, KAROO, VITO] },
    });
    s.choose('Play Rob Lucci').choose('Yes').answer([0, 1, 2]).choose('Heat').choose('Karoo');
    expect(s.chars(1)).toEqual([VITO]);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP05-093'], donActive: 4, trash: [KAROO, KAROO] },
      p1: { leader: KID, chars: [HEAT] },
    });
    t.choose('Play Rob Lucci');
    expect(t.chars(1)).toEqual([HEAT]);
  });

  it('OP05-097 Mary Geoise: [Your Turn] Celestial Dragons Characters of cost 2 or more cost 1 less to play', () => {
    const s = build({ p0: { leader: LUFFY, stage: 'OP05-097', hand: ['OP05-089', 'OP05-082'] }, p1: { leader: KID } });
    expect([cost(s.g, s.id(0, 'OP05-089')), cost(s.g, s.id(0, 'OP05-082'))]).toEqual([4, 1]); // Shirahoshi is Merfolk
    const t = build({ p0: { leader: KID }, p1: { leader: LUFFY, stage: 'OP05-097', hand: ['OP05-089'] } });
    expect(cost(t.g, t.id(1, 'OP05-089'))).toBe(5);
  });

  it('OP05-101 Ohm: +1000 with 2 or less Life; look at 5 for [Holly], then play a [Holly]', () => {
    const s = build({ p0: { leader: LUFFY, chars: ['OP05-101'], life: [KAROO] }, p1: { leader: KID } });
    expect(s.power(s.id(0, 'OP05-101'))).toBe(6000);
    const t = build({ p0: { leader: LUFFY, chars: ['OP05-101'], life: [KAROO, KAROO, KAROO] }, p1: { leader: KID } });
    expect(t.power(t.id(0, 'OP05-101'))).toBe(5000);
    const u = build({
      p0: { leader: LUFFY, hand: ['OP05-101'], donActive: 4, deck: ['OP05-110', KAROO] },
      p1: { leader: KID },
    });
    u.choose('Play Ohm').choose('Holly').choose('Holly');
    expect(u.chars(0)).toEqual(['OP05-101', 'OP05-110']);
  });

  it('OP05-103 Kotori: with [Hotori], K.O. a cost up to the opponent’s Life count', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-103'], chars: ['OP05-111'], donActive: 3 },
      p1: { leader: KID, chars: [HEAT], life: [KAROO, KAROO] },
    });
    s.choose('Play Kotori').choose('Heat');
    expect(s.chars(1)).toEqual([]);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP05-103'], donActive: 3 },
      p1: { leader: KID, chars: [HEAT], life: [KAROO, KAROO] },
    });
    t.choose('Play Kotori');
    expect(t.chars(1)).toEqual([HEAT]);
  });
});

describe('OP-05 (4)', () => {
  it('OP05-007 Sabo: K.O. up to 2 with a total power of 4000 or less', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-007'], donActive: 6 },
      p1: { leader: KID, chars: ['OP05-010', 'OP05-011', KAROO] },
    });
    s.choose('Play Sabo');
    expect(s.options()).toEqual([
      'None',
      'Nico Robin (OP05-010)',
      'Nico Robin (OP05-010) + Bartholomew Kuma (OP05-011)',
      'Bartholomew Kuma (OP05-011)',
      'Karoo (ST01-003)',
    ]);
    s.choose('Nico Robin (OP05-010) + Bartholomew Kuma (OP05-011)');
    expect(s.chars(1)).toEqual([KAROO]);
  });

  it('OP05-022 Donquixote Rosinante: a [Blocker] Leader; [End of Your Turn] with 6 or less cards set active', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: 'OP05-022', chars: [{ code: HEAT, rested: true }] },
    });
    s.choose('Attack Heat (ST02-011) with Franky');
    expect(s.has('Block with Donquixote Rosinante')).toBe(true);
    const t = build({ p0: { leader: 'OP05-022', leaderRested: true }, p1: { leader: KID } });
    t.choose('End your turn');
    expect(t.g.rested[t.leader(0)]).toBe(0);
    const u = build({
      p0: { leader: 'OP05-022', leaderRested: true, hand: new Array<string>(7).fill(KAROO) },
      p1: { leader: KID },
    });
    u.choose('End your turn');
    expect(u.g.rested[u.leader(0)]).toBe(1);
  });

  it('OP05-060 Monkey.D.Luffy: [Once Per Turn] Life to hand: with 0 or 3+ DON!!, add 1 active DON!!', () => {
    const s = build({ p0: { leader: 'OP05-060', life: [KAROO], donActive: 3 }, p1: { leader: KID } });
    s.choose('Activate Monkey.D.Luffy').choose('1');
    expect([s.hand(0), s.g.players[0].donActive]).toEqual([[KAROO], 4]);
    expect(s.has('Activate Monkey.D.Luffy')).toBe(false);
    const t = build({ p0: { leader: 'OP05-060', life: [KAROO], donActive: 2 }, p1: { leader: KID } });
    t.choose('Activate Monkey.D.Luffy');
    expect([t.hand(0), t.g.players[0].donActive]).toEqual([[KAROO], 2]);
  });

  it('OP05-080 Elizabello II: return 20 trash cards: [Double Attack] and +10000', () => {
    const twenty = new Array<string>(20).fill(KAROO);
    const s = build({
      p0: { leader: LUFFY, chars: ['OP05-080'], trash: twenty },
      p1: { leader: KID, life: [KAROO, KAROO] },
    });
    s.choose(ATTACK_KID + 'Elizabello II').choose('Yes');
    expect([s.trash(0), s.g.players[0].deck.length, amounts(s)]).toEqual([[], 30, [10000]]);
    s.passUntil((x) => x.g.battle === null);
    expect(s.life(1)).toBe(0);
    const t = build({
      p0: { leader: LUFFY, chars: ['OP05-080'], trash: twenty.slice(1) },
      p1: { leader: KID, life: [KAROO] },
    });
    t.choose(ATTACK_KID + 'Elizabello II');
    expect(amounts(t)).toEqual([]);
  });

  it('OP05-087 Hakuba: [DON!! x1] K.O. another of your Characters: −5 cost', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-087', don: 1 }, KAROO] },
      p1: { leader: KID, chars: ['ST02-013'], life: [KAROO] },
    });
    s.choose(ATTACK_KID + 'Hakuba')
      .choose('Yes')
      .choose('Eustass');
    expect([s.chars(0), cost(s.g, s.id(1, 'ST02-013'))]).toEqual([['OP05-087'], 2]);
    expect(s.events('ko').map((e) => e['code'])).toEqual([KAROO]);
    const t = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-087', don: 1 }] },
      p1: { leader: KID, chars: ['ST02-013'], life: [KAROO] },
    });
    t.choose(ATTACK_KID + 'Hakuba');
    expect(cost(t.g, t.id(1, 'ST02-013'))).toBe(7);
  });

  it('OP05-104 Conis: place your Stage at the deck bottom: draw 1, trash 1', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-104', KAROO], stage: 'OP05-097', donActive: 1, deck: [HEAT, VITO] },
      p1: { leader: KID },
    });
    s.choose('Play Conis').choose('Yes').choose('Karoo');
    expect([s.g.players[0].stage, s.hand(0), s.trash(0)]).toEqual([-1, [HEAT], [KAROO]]);
    const t = build({ p0: { leader: LUFFY, hand: ['OP05-104', KAROO], donActive: 1 }, p1: { leader: KID } });
    t.choose('Play Conis');
    expect(t.hand(0)).toEqual([KAROO]);
  });
});

describe('OP-05 (5)', () => {
  it('OP05-091 Rebecca: [Blocker]; add a black cost 3–7 from the trash, then play a black cost 3 or less rested', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-091', 'OP05-079'], donActive: 4, trash: ['OP05-091', 'OP05-090', 'OP05-082'] },
      p1: { leader: KID },
    });
    s.choose('Play Rebecca');
    expect(s.options()).toEqual(['Riku Doldo III (OP05-090)']); // not Rebecca, Shirahoshi costs 1
    s.choose('Riku').choose('Viola');
    expect([s.chars(0), s.g.rested[s.id(0, 'OP05-079')]]).toEqual([['OP05-091', 'OP05-079'], 1]);
    const b = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['OP05-091'] } });
    b.choose('Attack Eustass').choose('Block with Rebecca');
    expect(b.events('block').length).toBe(1);
  });

  it('OP05-094 Haute Couture Patch★Work: −3 cost, then a cost 0 Character stays rested in the next Refresh Phase; [Trigger] draw 2, trash 1', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-094'], donActive: 1 },
      p1: {
        leader: KID,
        chars: [
          { code: VITO, rested: true },
          { code: HEAT, rested: true },
        ],
      },
    });
    s.choose('Activate Haute').choose('Vito').choose('Vito');
    s.choose('End your turn');
    s.passUntil((x) => x.g.turnPlayer === 1 && x.g.phase === 'main');
    expect([s.g.rested[s.id(1, VITO)], s.g.rested[s.id(1, HEAT)]]).toEqual([1, 0]);
    const u = build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['OP05-094'], hand: [KAROO] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Done')
      .choose('Activate [Trigger]')
      .choose('Karoo');
    expect([u.trash(1), u.hand(1)]).toEqual([
      [KAROO, 'OP05-094'],
      [FRANKY, FRANKY],
    ]);
  });
});

describe('OP-05 (6)', () => {
  it('OP05-040 Birdcage: with a [Donquixote Doflamingo] Leader cost 5 or less Characters stay rested; 10 DON!!: K.O. them, trash it', () => {
    const s = build({
      p0: {
        leader: 'OP01-060',
        stage: 'OP05-040',
        chars: [
          { code: VITO, rested: true },
          { code: 'ST02-013', rested: true },
        ],
      },
      p1: { leader: KID, chars: [{ code: HEAT, rested: true }] },
    });
    s.choose('End your turn');
    s.passUntil((x) => x.g.turnPlayer === 1 && x.g.phase === 'main');
    expect(s.g.rested[s.id(1, HEAT)]).toBe(1); // the opponent's too
    const t = build({
      p0: { leader: LUFFY, stage: 'OP05-040' },
      p1: { leader: KID, chars: [{ code: HEAT, rested: true }] },
    });
    t.choose('End your turn');
    t.passUntil((x) => x.g.turnPlayer === 1 && x.g.phase === 'main');
    expect(t.g.rested[t.id(1, HEAT)]).toBe(0); // not Doflamingo
    const u = build({
      p0: {
        leader: 'OP01-060',
        stage: 'OP05-040',
        chars: [
          { code: VITO, rested: true },
          { code: 'ST02-013', rested: true },
        ],
        donActive: 10,
      },
      p1: { leader: KID, chars: [{ code: HEAT, rested: true }, FRANKY] },
    });
    u.choose('End your turn');
    expect([u.chars(0), u.chars(1), u.trash(0)]).toEqual([['ST02-013'], [FRANKY], [VITO, 'OP05-040']]);
  });
});

describe('OP-05 (7)', () => {
  it('OP05-109 Pagaya: [Once Per Turn] when a [Trigger] activates (either player’s), draw 2 and trash 2', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP05-109'], hand: [KAROO], deck: [HEAT, VITO, FRANKY] },
      p1: { leader: KID, life: ['OP05-020'] },
    });
    s.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('Eustass');
    expect(s.decision!.player).toBe(0);
    s.choose('Karoo', 'Heat');
    expect([s.hand(0), s.trash(0)]).toEqual([[VITO], [KAROO, HEAT]]);
    const t = build({ p0: { leader: LUFFY, chars: ['OP05-109'] }, p1: { leader: KID, life: [KAROO] } });
    t.choose(ATTACK_KID + 'Monkey.D.Luffy');
    expect(t.hand(0)).toEqual([]); // no [Trigger]
  });
});

describe('OP-05 (8)', () => {
  it('OP05-032 Pica: [End of Your Turn] ①: set active; [Once Per Turn] rest a cost 3 or more Character instead of being K.O.d', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'OP05-032', rested: true }], donActive: 1 },
      p1: { leader: KID },
    });
    s.choose('End your turn').choose('Yes');
    expect(s.g.rested[s.id(0, 'OP05-032')]).toBe(0);
    const t = build({
      p0: { leader: LUFFY, leaderDon: 3, chars: [{ code: FRANKY, don: 3 }] },
      p1: { leader: KID, chars: [{ code: 'OP05-032', rested: true }, VITO] },
    });
    t.choose('Attack Pica (OP05-032) with Monkey').passUntil((x) => x.has('Yes'));
    t.choose('Yes');
    expect([t.chars(1), t.g.rested[t.id(1, VITO)]]).toEqual([['OP05-032', VITO], 1]);
    t.passUntil((x) => x.g.battle === null);
    t.choose('Attack Pica (OP05-032) with Franky').passUntil((x) => x.g.battle === null);
    expect(t.chars(1)).toEqual([VITO]); // once per turn
  });
});

describe('OP-05 (9)', () => {
  it("OP05-084 Saint Charlos, OP05-092 Saint Rosward: [Your Turn] only Celestial Dragons: opponent's Characters −4 / −6 cost", () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP05-084', 'OP05-089'] },
      p1: { leader: KID, chars: ['ST02-013'] },
    });
    expect(cost(s.g, s.id(1, 'ST02-013'))).toBe(3);
    const r = build({ p0: { leader: LUFFY, chars: ['OP05-092'] }, p1: { leader: KID, chars: ['ST02-013'] } });
    expect(cost(r.g, r.id(1, 'ST02-013'))).toBe(1);
    const t = build({ p0: { leader: LUFFY, chars: ['OP05-084', KAROO] }, p1: { leader: KID, chars: ['ST02-013'] } });
    expect(cost(t.g, t.id(1, 'ST02-013'))).toBe(7); // Karoo is not a Celestial Dragon
    const u = build({ p0: { leader: KID, chars: ['ST02-013'] }, p1: { leader: LUFFY, chars: ['OP05-084'] } });
    expect(cost(u.g, u.id(0, 'ST02-013'))).toBe(7); // not its owner's turn
  });
});

describe('OP-05 (10)', () => {
  it("OP05-058 It's a Waste of Human Life!!: all cost 3 or less to the deck bottom, both trash down to 5; [Trigger] cost 2 or less", () => {
    const six = [KAROO, KAROO, KAROO, HEAT, HEAT, HEAT];
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-058', ...six], chars: [VITO, FRANKY], donActive: 8 },
      p1: { leader: KID, hand: [...six, VITO], chars: [HEAT, 'ST02-013'] },
    });
    s.choose("Activate It's a Waste");
    expect([s.chars(0), s.chars(1)]).toEqual([[FRANKY], ['ST02-013']]);
    s.answer([0]); // one of your six
    expect(s.decision!.player).toBe(1);
    s.answer([0, 1]);
    expect([s.g.players[0].hand.length, s.g.players[1].hand.length]).toEqual([5, 5]);
    const u = build({ p0: { leader: LUFFY, chars: [HEAT, VITO] }, p1: { leader: KID, life: ['OP05-058'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy').choose('Activate [Trigger]');
    expect(u.chars(0)).toEqual([VITO]);
  });
});

describe('OP-05 (with the op02 DON!! and deck blocks)', () => {
  it('OP05-043 Ulti: with a multicolored Leader look at 3, add up to 1, the rest to the top or bottom', () => {
    const s = build({
      p0: { leader: BETTY, hand: ['OP05-043'], donActive: 4, deck: [KAROO, HEAT, VITO, FRANKY] },
      p1: { leader: KID },
    });
    s.choose('Play Ulti').choose('Heat').choose('Top of your deck').answer([1, 0]);
    expect([s.hand(0), s.codes(s.g.players[0].deck.slice(-2).reverse())]).toEqual([[HEAT], [VITO, KAROO]]);
    const t = build({
      p0: { leader: LUFFY, hand: ['OP05-043'], donActive: 4, deck: [KAROO, HEAT] },
      p1: { leader: KID },
    });
    t.choose('Play Ulti');
    expect(t.hand(0)).toEqual([]);
  });

  it('OP05-074 Eustass"Captain"Kid: [Blocker]; [Your Turn] [Once Per Turn] when DON!! is returned, add 1 active DON!!', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP03-074'], chars: ['OP05-074'], donActive: 4 },
      p1: { leader: KID, chars: [FRANKY] },
    });
    s.choose('Activate Top Knot').choose('Yes').answer([0, 1]).choose('Franky');
    expect(s.decision!.prompt).toMatch(/DON!!/);
    s.choose('1');
    expect(s.g.players[0].donActive).toBe(3);
    const b = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['OP05-074'] } });
    b.choose('Attack Eustass"Captain"Kid (ST02-001)').choose('Block with Eustass');
    expect(b.events('block').length).toBe(1);
  });
});

describe('OP-05 (with the op02 Life blocks)', () => {
  it('OP05-096 I Bid 500 Million!!: choose one (K.O., return, Life face-up); draw 1 with a Celestial Dragons; [Trigger] K.O. or return', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-096'], chars: ['OP05-084'], donActive: 3 },
      p1: { leader: KID, chars: [KAROO], life: [HEAT] },
    });
    s.choose('Activate I Bid')
      .choose(/^Place up to 1/)
      .choose('Karoo')
      .choose('Top of the Life cards');
    expect([s.chars(1), s.life(1), s.g.faceUp[s.id(1, KAROO)], s.hand(0)]).toEqual([[], 2, 1, [FRANKY]]);
    const t = build({ p0: { leader: LUFFY, hand: ['OP05-096'], donActive: 3 }, p1: { leader: KID, chars: [KAROO] } });
    t.choose('Activate I Bid')
      .choose(/^Return up to 1/)
      .choose('Karoo');
    expect([t.hand(1), t.hand(0)]).toEqual([[KAROO], []]); // no Celestial Dragons: no draw
    const u = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: ['OP05-096'] } });
    u.choose(ATTACK_KID + 'Monkey.D.Luffy')
      .choose('Activate [Trigger]')
      .choose('K.O. it')
      .choose('Franky');
    expect(u.chars(0)).toEqual([]);
  });
});

describe('OP-05 (the last cards: replacements and Life timings)', () => {
  const SABO = 'OP05-001',
    ROSINANTE = 'OP05-030',
    ENEL_LEADER = 'OP05-098',
    ENEL = 'OP05-100';

  it("OP05-001 Sabo: [DON!! x1] [Opponent's Turn] [Once Per Turn] a 5000+ Character gets −1000 instead of being K.O.'d", () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 3, chars: [{ code: FRANKY, don: 3 }] },
      p1: { leader: SABO, leaderDon: 1, chars: [{ code: VITO, rested: true }] },
    });
    s.choose('Attack Vito (ST02-002) with Monkey').passUntil((x) => x.has('Yes'));
    expect(s.decision!.prompt).toMatch(/Vito .* would be K\.O\.'d: .*Sabo \(OP05-001\)/);
    expect(s.player).toBe(1);
    s.choose('Yes');
    expect([s.chars(1), s.power(s.id(1, VITO)), s.events('ko')]).toEqual([[VITO], 4000, []]);
    s.passUntil((x) => x.g.battle === null);
    // Once per turn; and now it has 4000 power (below 5000) anyway.
    s.choose('Attack Vito (ST02-002) with Franky').passUntil((x) => x.g.battle === null);
    expect(s.chars(1)).toEqual([]);
    // [DON!! x1] unmet: no replacement.
    const t = build({
      p0: { leader: LUFFY, leaderDon: 3 },
      p1: { leader: SABO, chars: [{ code: VITO, rested: true }] },
    });
    t.choose('Attack Vito (ST02-002) with Monkey').passUntil((x) => x.g.battle === null);
    expect(t.chars(1)).toEqual([]);
    // A Character with less than 5000 power: no replacement.
    const u = build({
      p0: { leader: LUFFY, leaderDon: 3 },
      p1: { leader: SABO, leaderDon: 1, chars: [{ code: HEAT, rested: true }] },
    });
    u.choose('Attack Heat (ST02-011) with Monkey').passUntil((x) => x.g.battle === null);
    expect(u.chars(1)).toEqual([]);
    // [Opponent's Turn] unmet: in its owner's own turn an effect K.O. (Orlumbus K.O.'s itself, 5000) is not replaced.
    const v = build({ p0: { leader: SABO, leaderDon: 1, chars: ['OP04-079'] }, p1: { leader: KID } });
    v.choose('Activate Orlumbus');
    expect([v.chars(0), v.events('ko').length]).toEqual([[], 1]);
    // In the opponent's turn an effect K.O. is replaced (the owner answers inside the effect's resolution).
    const w = build({
      p0: { leader: SABO, leaderDon: 1, chars: [{ code: KAROO, power: 3000 }] },
      p1: { leader: LUFFY, hand: ['ST08-015'], donActive: 3 },
      turnPlayer: 1,
    });
    w.choose('Activate Gum-Gum Pistol').choose('Karoo');
    expect(w.player).toBe(0);
    w.choose('Yes');
    expect([w.chars(0), w.power(w.id(0, KAROO))]).toEqual([[KAROO], 5000]);
  });

  it("OP05-030 Donquixote Rosinante: [Blocker]; [Opponent's Turn] trash this instead of a rested Character's K.O.", () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 3 },
      p1: { leader: KID, chars: [ROSINANTE, { code: VITO, rested: true }] },
    });
    s.choose('Attack Vito (ST02-002) with Monkey')
      .choose('Do not block')
      .passUntil((x) => x.has('Yes'));
    s.choose('Yes');
    expect([s.chars(1), s.trash(1), s.events('ko')]).toEqual([[VITO], [ROSINANTE], []]);
    // Declined: the K.O. happens.
    const n = build({
      p0: { leader: LUFFY, leaderDon: 3 },
      p1: { leader: KID, chars: [ROSINANTE, { code: VITO, rested: true }] },
    });
    n.choose('Attack Vito (ST02-002) with Monkey')
      .choose('Do not block')
      .passUntil((x) => x.has('Yes'));
    n.choose('No');
    expect([n.chars(1), n.events('ko').length]).toEqual([[ROSINANTE], 1]);
    // Rosinante itself, rested by blocking, is "your rested Character": trashed, not K.O.'d.
    const b = build({ p0: { leader: LUFFY, leaderDon: 1 }, p1: { leader: KID, chars: [ROSINANTE] } });
    b.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey').choose('Block with Donquixote Rosinante');
    b.passUntil((x) => x.has('Yes')).choose('Yes');
    expect([b.trash(1), b.events('ko')]).toEqual([[ROSINANTE], []]);
    // An active Character K.O.'d by an effect is not "rested": no replacement.
    const a = build({
      p0: { leader: LUFFY, hand: ['ST08-015'], donActive: 3 },
      p1: { leader: KID, chars: [ROSINANTE, KAROO] },
    });
    a.choose('Activate Gum-Gum Pistol').choose('Karoo');
    expect([a.chars(1), a.trash(1)]).toEqual([[ROSINANTE], [KAROO]]);
    // A rested Character K.O.'d by an effect: replaced (the owner answers inside the effect's resolution).
    const r = build({
      p0: { leader: LUFFY, hand: ['ST08-015'], donActive: 3 },
      p1: { leader: KID, chars: [ROSINANTE, { code: KAROO, rested: true }] },
    });
    r.choose('Activate Gum-Gum Pistol').choose('Karoo');
    expect(r.player).toBe(1);
    r.choose('Yes');
    expect([r.chars(1), r.trash(1)]).toEqual([[KAROO], [ROSINANTE]]);
    // [Opponent's Turn] unmet: in its owner's turn (Orlumbus, rested, K.O.'s itself) nothing is offered.
    const o = build({
      p0: { leader: LUFFY, chars: [ROSINANTE, { code: 'OP04-079', rested: true }] },
      p1: { leader: KID },
    });
    o.choose('Activate Orlumbus');
    expect([o.chars(0), o.events('ko').length]).toEqual([[ROSINANTE], 1]);
  });

  it('OP05-053 Mozambia: [Your Turn] [Once Per Turn] +2000 when you draw outside of your Draw Phase', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP05-053'], hand: ['ST06-015', 'ST06-015'], donActive: 2 },
      p1: { leader: KID },
    });
    s.chooseAny('Activate Great Eruption');
    expect(s.power(s.id(0, 'OP05-053'))).toBe(4000);
    s.chooseAny('Activate Great Eruption');
    expect([s.hand(0).length, s.power(s.id(0, 'OP05-053'))]).toEqual([2, 4000]); // drew again; once per turn
    // The Draw Phase's draw is not "outside of your Draw Phase".
    s.choose('End your turn').choose('End your turn');
    expect([s.g.turn, s.g.turnPlayer, s.hand(0).length]).toEqual([5, 0, 3]);
    expect(s.power(s.id(0, 'OP05-053'))).toBe(2000);
  });

  it("OP05-098 Enel: [Opponent's Turn] [Once Per Turn] at 0 Life add the deck's top card to Life, then trash 1", () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 1, chars: [{ code: FRANKY, don: 1 }] },
      p1: { leader: ENEL_LEADER, life: [KAROO], hand: [HEAT], deck: [VITO, FRANKY] },
    });
    s.choose('Attack Enel (OP05-098) with Monkey').passUntil((x) => x.player === 1 && /trash/.test(x.decision!.prompt));
    expect(s.life(1)).toBe(1);
    s.choose('Heat');
    expect([s.hand(1), s.trash(1), s.codes(s.g.players[1].life)]).toEqual([[KAROO], [HEAT], [VITO]]);
    s.passUntil((x) => x.g.battle === null);
    // Once per turn: the next time its Life becomes 0, nothing.
    s.choose('Attack Enel (OP05-098) with Franky').passUntil((x) => x.g.battle === null);
    expect(s.life(1)).toBe(0);
    // [Opponent's Turn] unmet: its Life becomes 0 in its own turn (trashed for the opponent's Amazon): nothing.
    const t = build({
      p0: { leader: ENEL_LEADER, life: [KAROO], hand: [HEAT] },
      p1: { leader: KID, chars: ['OP05-099'] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Enel').choose('Yes').choose('Yes');
    expect([t.life(0), t.hand(0)]).toEqual([0, [HEAT]]);
  });

  it('OP05-099 Amazon: rest this: the opponent may trash their top Life card, or their Leader or Character gets −2000', () => {
    const s = build({
      p0: { leader: LUFFY, life: [KAROO, HEAT] },
      p1: { leader: KID, chars: ['OP05-099'] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey').choose('Yes');
    expect(s.player).toBe(0); // the opponent chooses
    s.choose('Yes');
    expect([s.life(0), s.trash(0), s.g.rested[s.id(1, 'OP05-099')]]).toEqual([1, [KAROO], 1]);
    const t = build({
      p0: { leader: LUFFY, life: [KAROO] },
      p1: { leader: KID, chars: ['OP05-099'] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey').choose('Yes').choose('No');
    expect(t.player).toBe(1);
    t.choose('Monkey.D.Luffy');
    expect([t.life(0), t.power(t.leader(0))]).toEqual([1, 3000]);
    // With no Life, the opponent cannot trash one: the −2000 follows.
    const z = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['OP05-099'] } });
    z.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey').choose('Yes').choose('Monkey.D.Luffy');
    expect(z.power(z.leader(0))).toBe(3000);
    // The cost cannot be paid while Amazon is rested.
    const r = build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: [{ code: 'OP05-099', rested: true }] } });
    r.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey');
    expect(r.has('Yes')).toBe(false);
  });

  it('OP05-100 Enel: [Rush]; [Once Per Turn] trash the top Life card instead of leaving the field; not with a [Monkey.D.Luffy] Character', () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 3, chars: [{ code: FRANKY, don: 3 }] },
      p1: { leader: KID, chars: [{ code: ENEL, rested: true }], life: [KAROO, HEAT] },
    });
    s.choose('Attack Enel (OP05-100) with Monkey').passUntil((x) => x.has('Yes'));
    expect(s.decision!.prompt).toMatch(/would be K\.O\.'d/);
    s.choose('Yes');
    expect([s.chars(1), s.life(1), s.trash(1)]).toEqual([[ENEL], 1, [KAROO]]);
    s.passUntil((x) => x.g.battle === null);
    s.choose('Attack Enel (OP05-100) with Franky').passUntil((x) => x.g.battle === null);
    expect(s.chars(1)).toEqual([]); // once per turn
    // Returned to the hand by an effect: leaving the field is replaced too.
    const b = build({
      p0: { leader: LUFFY, hand: ['ST03-015'], donActive: 4 },
      p1: { leader: KID, chars: [ENEL], life: [KAROO] },
    });
    b.choose('Activate Sables').choose('Enel');
    expect(b.decision!.prompt).toMatch(/would leave the field/);
    b.choose('Yes');
    expect([b.chars(1), b.hand(1), b.life(1)]).toEqual([[ENEL], [], 0]);
    // No Life card to trash: the replacement cannot be used (001 §8-1-3-4-5).
    const e = build({ p0: { leader: LUFFY, hand: ['ST03-015'], donActive: 4 }, p1: { leader: KID, chars: [ENEL] } });
    e.choose('Activate Sables').choose('Enel');
    expect(e.hand(1)).toEqual([ENEL]);
    // A [Monkey.D.Luffy] Character on the field negates it (a Leader named so does not: see above).
    const l = build({
      p0: { leader: KID, hand: ['ST03-015'], chars: ['ST01-012'], donActive: 4 },
      p1: { leader: LUFFY, chars: [ENEL], life: [KAROO] },
    });
    l.choose('Activate Sables').choose('Enel');
    expect([l.hand(1), l.life(1)]).toEqual([[ENEL], 1]);
  });
});

describe('OP-05 (the last cards: Life to hand, Hotori, Luffy)', () => {
  it('OP05-107 Lieutenant Spacey: [Your Turn] [Once Per Turn] +2000 when a Life card is added to your hand', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['OP05-107', 'OP01-013', 'OP01-013'], life: [KAROO, HEAT, VITO] },
      p1: { leader: KID },
    });
    s.chooseAny('Activate Sanji');
    expect([s.life(0), s.power(s.id(0, 'OP05-107'))]).toEqual([2, 6000]);
    s.chooseAny('Activate Sanji');
    expect([s.life(0), s.power(s.id(0, 'OP05-107'))]).toEqual([1, 6000]); // once per turn
    // [Your Turn] unmet: damage in the opponent's turn adds a Life card to the hand: no power.
    const t = build({
      p0: { leader: KID, chars: ['OP05-107'], life: [KAROO] },
      p1: { leader: LUFFY },
      turnPlayer: 1,
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey').passUntil((x) => x.g.battle === null);
    expect([t.hand(0), t.power(t.id(0, 'OP05-107'))]).toEqual([[KAROO], 4000]);
  });

  it("OP05-111 Hotori: play 1 [Kotori] from your hand: an opponent's cost 3 or less Character to their Life face up", () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP05-111', 'OP05-103'], donActive: 3 },
      p1: { leader: KID, chars: [KAROO, FRANKY], life: [HEAT] },
    });
    s.choose('Play Hotori').choose('Yes');
    expect(s.chars(0)).toEqual(['OP05-111', 'OP05-103']); // Kotori played as the cost (no DON!! paid for it)
    expect(s.options()).toEqual(['Karoo (ST01-003)']); // Franky costs 4
    s.choose('Karoo').choose('Bottom of the Life cards');
    const karoo = s.id(1, KAROO);
    expect([s.chars(1), s.g.players[1].life[0], s.g.faceUp[karoo], s.g.players[0].donActive]).toEqual([
      [FRANKY],
      karoo,
      1,
      0,
    ]);
    // Without a [Kotori] in the hand the cost cannot be paid: nothing is asked, nothing moves.
    const t = build({
      p0: { leader: LUFFY, hand: ['OP05-111', 'OP05-107'], donActive: 3 },
      p1: { leader: KID, chars: [KAROO] },
    });
    t.choose('Play Hotori');
    expect([t.chars(1), t.hand(0), t.has('Yes')]).toEqual([[KAROO], ['OP05-107'], false]);
    // Declining the cost: Kotori stays in the hand.
    const u = build({
      p0: { leader: LUFFY, hand: ['OP05-111', 'OP05-103'], donActive: 3 },
      p1: { leader: KID, chars: [KAROO] },
    });
    u.choose('Play Hotori').choose('No');
    expect([u.chars(1), u.hand(0)]).toEqual([[KAROO], ['OP05-103']]);
  });

  it('OP05-119 Monkey.D.Luffy: DON!! −10: the other Characters to the deck bottom and an extra turn; ①: add 1 active DON!!', () => {
    const s = build({
      p0: { leader: KID, hand: ['OP05-119'], chars: [KAROO, HEAT], donActive: 10 },
      p1: { leader: LUFFY },
    });
    s.choose('Play Monkey.D.Luffy').choose('Yes');
    expect(s.decision!.kind).toBe('order');
    s.choose('Heat', 'Karoo'); // Heat ends deepest
    const deck = s.g.players[0].deck;
    expect([s.chars(0), s.codes(deck.slice(0, 2)), s.g.players[0].donDeck]).toEqual([['OP05-119'], [HEAT, KAROO], 10]);
    expect(s.g.extraTurns).toEqual([0]);
    s.choose('End your turn');
    expect([s.g.turn, s.g.turnPlayer, s.events('extra-turn').length]).toEqual([4, 0, 1]);
    s.choose('End your turn');
    expect([s.g.turn, s.g.turnPlayer]).toEqual([5, 1]); // then the opponent's turn as usual
    // Declining the DON!! −10: nothing moves, no extra turn (001 §8-3-1-4).
    const d = build({
      p0: { leader: KID, hand: ['OP05-119'], chars: [KAROO], donActive: 10 },
      p1: { leader: LUFFY },
    });
    d.choose('Play Monkey.D.Luffy').choose('No');
    expect([d.chars(0), d.g.extraTurns]).toEqual([[KAROO, 'OP05-119'], []]);
    // [Activate: Main] [Once Per Turn] ①: add up to 1 DON!! active.
    const a = build({ p0: { leader: KID, chars: ['OP05-119'], donActive: 2 }, p1: { leader: LUFFY } });
    a.choose('Activate Monkey.D.Luffy').choose('1');
    expect([a.g.players[0].donActive, a.g.players[0].donRested, a.g.players[0].donDeck]).toEqual([2, 1, 7]);
    expect(a.has('Activate Monkey.D.Luffy')).toBe(false); // once per turn
    const z = build({ p0: { leader: KID, chars: ['OP05-119'] }, p1: { leader: LUFFY } });
    expect(z.has('Activate Monkey.D.Luffy')).toBe(false); // ① unpaid
  });
});

describe('OP-05 replacements together (001 §8-1-3-4-2, §8-1-3-4-3)', () => {
  it("the card's own replacement is offered first, then another card's; only one is used", () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 3 },
      p1: { leader: KID, chars: [{ code: 'OP05-032', rested: true }, 'OP05-030', VITO] },
    });
    s.choose('Attack Pica (OP05-032) with Monkey')
      .choose('Do not block')
      .passUntil((x) => x.has('Yes'));
    expect(s.decision!.prompt).toMatch(/^Pica .*rest 1 of your Characters/);
    s.choose('No');
    expect(s.decision!.prompt).toMatch(/trash this Character \(Donquixote Rosinante/);
    s.choose('Yes');
    expect([s.chars(1), s.trash(1), s.g.rested[s.id(1, VITO)], s.has('Yes')]).toEqual([
      ['OP05-032', VITO],
      ['OP05-030'],
      0,
      false,
    ]);
    // Both declined: the K.O. happens.
    const n = build({
      p0: { leader: LUFFY, leaderDon: 3 },
      p1: { leader: KID, chars: [{ code: 'OP05-032', rested: true }, 'OP05-030', VITO] },
    });
    n.choose('Attack Pica (OP05-032) with Monkey')
      .choose('Do not block')
      .passUntil((x) => x.has('Yes'));
    n.choose('No').choose('No');
    expect(n.chars(1)).toEqual(['OP05-030', VITO]);
  });
});
