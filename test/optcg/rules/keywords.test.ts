import { describe, expect, it } from 'vitest';
import { Scenario } from '../../../src/optcg/scenario.ts';
import type { Keyword } from '../../../src/optcg/types.ts';

const LUFFY = 'ST01-001',
  KID = 'ST02-001';

/** No ST-01..ST-04 card prints [Double Attack] or [Banish]; grant them as a continuous effect. */
function grant(s: Scenario, c: number, kw: Keyword): void {
  s.g.mods.push({ c, inst: s.g.inst[c]!, by: s.g.owner[c]!, dur: 'turn', kw });
}

describe('keyword abilities (001 §10-1)', () => {
  it('[Rush]: may attack the turn it is played (001 §10-1-1-1)', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, hand: ['ST01-012'], donActive: 5 },
      p1: { leader: KID, life: ['ST02-002'] },
    });
    s.choose('Play Monkey.D.Luffy (ST01-012)');
    expect(s.has('Attack Eustass"Captain"Kid (ST02-001) with Monkey.D.Luffy (ST01-012)')).toBe(true);
  });

  it('[Rush] does not override "no battle on your first turn" (001 §6-5-6-1)', () => {
    const s = Scenario.build({ turn: 2, p0: { leader: LUFFY, hand: ['ST01-012'], donActive: 5 }, p1: { leader: KID } });
    s.choose('Play Monkey.D.Luffy (ST01-012)');
    expect(s.options().some((l) => l.startsWith('Attack'))).toBe(false);
  });

  it('[Double Attack]: 2 damage, each Life card taken one at a time (001 §10-1-2-1, §7-1-4-1-1-3)', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY },
      p1: { leader: KID, life: ['ST02-002', 'ST02-011', 'ST02-012'] },
    });
    grant(s, s.leader(0), 'doubleAttack');
    s.choose('Attack Eustass');
    expect(s.life(1)).toBe(1);
    expect(s.hand(1)).toEqual(['ST02-002', 'ST02-011']);
  });

  it('[Double Attack] against exactly 1 Life does not win (Q&A on 001 §7-1-4-1-1-3)', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST02-002'] } });
    grant(s, s.leader(0), 'doubleAttack');
    s.choose('Attack Eustass');
    expect(s.life(1)).toBe(0);
    expect(s.g.result).toBeNull();
  });

  it("[Double Attack]: the first point's [Trigger] resolves before the second point (001 §8-6-2-1)", () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, chars: [{ code: 'ST01-010', rested: true }] },
      p1: { leader: KID, life: ['ST01-015', 'ST02-002'] },
    });
    grant(s, s.leader(0), 'doubleAttack');
    s.choose('Attack Eustass').choose('Activate [Trigger]');
    expect(s.life(1)).toBe(1); // second point not yet dealt
    s.choose('Franky');
    expect(s.life(1)).toBe(0);
    expect(s.hand(1)).toEqual(['ST02-002']);
  });

  it('[Banish]: the Life card is trashed and its [Trigger] cannot be activated (001 §10-1-3-1)', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST01-015', 'ST02-002'] } });
    grant(s, s.leader(0), 'banish');
    s.choose('Attack Eustass');
    expect(s.trash(1)).toEqual(['ST01-015']);
    expect(s.hand(1)).toEqual([]);
    expect(s.decision!.rule).toBe('001 §6-5-2');
  });

  it('[Blocker] cannot block when it is the attack target itself, nor while rested (001 §10-1-4-1)', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, chars: ['ST01-010'] },
      p1: { leader: KID, chars: [{ code: 'ST02-004', rested: true }] },
    });
    s.choose('Attack Capone"Gang"Bege (ST02-004) with Monkey');
    expect(s.decision!.rule).not.toBe('001 §7-1-2-1');
  });
});

describe('keywords (001 §10-2)', () => {
  it('K.O. only by battle or effect; trashing to make room is not a K.O. (001 §10-2-1-3, §3-7-6-1)', () => {
    const s = Scenario.build({
      p0: {
        leader: LUFFY,
        chars: ['ST01-003', 'ST01-003', 'ST01-008', 'ST01-009', 'ST01-010'],
        hand: ['ST01-003'],
        donActive: 1,
      },
      p1: { leader: KID },
    });
    s.choose('Play Karoo').choose('Nico Robin');
    expect(s.chars(0)).toHaveLength(5);
    expect(s.trash(0)).toEqual(['ST01-008']);
    const evs = s.takeEvents();
    expect(evs.some((e) => e.type === 'ko')).toBe(false);
    expect(evs.some((e) => e.type === 'trash' && e['from'] === 'character-area')).toBe(true);
  });

  it('[Activate: Main] is offered in the Main Phase only, not during a battle (001 §10-2-2-1)', () => {
    const s = Scenario.build({ p0: { leader: LUFFY, donRested: 1 }, p1: { leader: KID, chars: ['ST02-004'] } });
    expect(s.has('Activate Monkey.D.Luffy')).toBe(true);
    s.choose('Attack Eustass');
    expect(s.options().some((l) => l.startsWith('Activate Monkey'))).toBe(false);
  });

  it('[Main] Events are played in the Main Phase; [Counter] Events are not (001 §10-2-3-1, §10-2-4-1)', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, hand: ['ST01-015', 'ST01-014'], donActive: 5 },
      p1: { leader: KID },
    });
    expect(s.has('Activate Gum-Gum Jet Pistol')).toBe(true);
    expect(s.options().some((l) => l.includes('Guard Point'))).toBe(false);
  });

  it('[Once Per Turn]: once per card per turn; a card that left and came back is new (001 §10-2-13)', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, chars: ['ST01-007', 'ST01-007'], donRested: 3 },
      p1: { leader: KID },
    });
    s.chooseAny('Activate Nami') /* two copies: either */
      .choose('1')
      .choose('Monkey');
    const labels = s.options().filter((l) => l.startsWith('Activate Nami'));
    expect(labels).toHaveLength(1); // the second Nami still may (001 §10-2-13-2)
    s.choose('Activate Nami').choose('1').choose('Monkey');
    expect(s.options().some((l) => l.startsWith('Activate Nami'))).toBe(false);
    expect(s.g.don[s.leader(0)]).toBe(2);
  });

  it('DON!! −X returns DON!! from the field to the DON!! deck, as a cost (001 §10-2-10-1, §8-3-1-6)', async () => {
    const { donMinus } = await import('../../../src/optcg/cards/dsl.ts');
    const s = Scenario.build({ p0: { leader: LUFFY, donActive: 1, donRested: 1, leaderDon: 1 }, p1: { leader: KID } });
    const cost = donMinus(2);
    expect(cost.canPay(s.g, s.leader(0), 0)).toBe(true);
    expect(donMinus(4).canPay(s.g, s.leader(0), 0)).toBe(false);
  });

  it('trash (discard) is from your hand (001 §10-2-14-1): Kid pays ③ and trashes 1 to set the Leader active', () => {
    const s = Scenario.build({
      p0: { leader: KID, leaderRested: true, hand: ['ST02-002', 'ST02-011'], donActive: 3 },
      p1: { leader: LUFFY },
    });
    s.choose('Activate Eustass').choose('Heat');
    expect(s.trash(0)).toEqual(['ST02-011']);
    expect(s.g.rested[s.leader(0)]).toBe(0);
    expect(s.g.players[0].donRested).toBe(3);
    expect(s.has('Activate Eustass')).toBe(false); // [Once Per Turn], and ③ is no longer payable
  });
});
