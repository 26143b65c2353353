import { describe, expect, it } from 'vitest';
import { Scenario } from '../../../src/optcg/scenario.ts';

const LUFFY = 'ST01-001',
  KID = 'ST02-001';

describe('ST-02 cards', () => {
  it('ST02-001 Kid (Leader): [Activate: Main] [Once Per Turn] ③ trash 1: set this Leader active — not offered without a card to trash', () => {
    const s = Scenario.build({ p0: { leader: KID, leaderRested: true, donActive: 3 }, p1: { leader: LUFFY } });
    expect(s.has('Activate Eustass')).toBe(false); // 001 §8-3-1-3: the whole cost must be payable
  });

  it('ST02-002 Vito, ST02-006 Koby, ST02-011 Heat, ST02-012 Bepo: vanilla stats', () => {
    const s = Scenario.build({
      p0: { leader: KID, chars: ['ST02-002', 'ST02-006', 'ST02-011', 'ST02-012'] },
      p1: { leader: LUFFY },
    });
    expect(s.g.players[0].chars.map((c) => s.power(c))).toEqual([5000, 6000, 4000, 3000]);
  });

  it('ST02-003 Urouge: [DON!! x1] with 3+ Characters gains +2000', () => {
    const s = Scenario.build({
      p0: { leader: KID, chars: [{ code: 'ST02-003', don: 1 }, 'ST02-012'] },
      p1: { leader: LUFFY },
    });
    const u = s.id(0, 'ST02-003');
    expect(s.power(u)).toBe(4000);
    s.g.players[0].chars.push(s.g.players[0].chars[1]!); // a third Character (same card twice is enough for a count)
    expect(s.power(u)).toBe(6000);
  });

  it('ST02-004 Bege: [Blocker]', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['ST02-004'], life: ['ST02-002'] } });
    s.choose('Attack Eustass');
    expect(s.has('Block with Capone')).toBe(true);
  });

  it('ST02-005 Killer: [On Play] K.O. up to 1 rested cost ≤3; [Trigger] play this card', () => {
    const s = Scenario.build({
      p0: { leader: KID, hand: ['ST02-005'], donActive: 3 },
      p1: {
        leader: LUFFY,
        chars: [{ code: 'ST01-005', rested: true }, 'ST01-003', { code: 'ST01-010', rested: true }],
      },
    });
    s.choose('Play Killer');
    expect(s.options()).toEqual(['Jinbe (ST01-005)']); // Karoo is active, Franky costs 4
    s.choose('Jinbe');
    expect(s.trash(1)).toEqual(['ST01-005']);
    const t = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST02-005'], chars: [] } });
    t.choose('Attack Eustass').choose('Activate [Trigger]');
    expect(t.chars(1)).toEqual(['ST02-005']);
  });

  it('ST02-007 Bonney: [Activate: Main] ① rest: look at 5, add up to 1 {Supernovas}, rest to the bottom in chosen order', () => {
    const s = Scenario.build({
      p0: {
        leader: KID,
        chars: ['ST02-007'],
        donActive: 1,
        deck: ['ST02-002', 'ST02-003', 'ST02-006', 'ST02-011', 'ST02-012', 'ST02-010'],
      },
      p1: { leader: LUFFY },
    });
    s.choose('Activate Jewelry Bonney');
    expect(s.options()).toEqual(['Urouge (ST02-003)']);
    s.choose('Urouge');
    expect(s.decision!.kind).toBe('order');
    s.answer([3, 2, 1, 0]); // Bepo deepest … Vito just above the old bottom
    expect(s.hand(0)).toEqual(['ST02-003']);
    const deck = s.codes(s.g.players[0].deck); // bottom first
    expect(deck).toEqual(['ST02-012', 'ST02-011', 'ST02-006', 'ST02-002', 'ST02-010']);
    expect(s.g.rested[s.id(0, 'ST02-007')]).toBe(1);
  });

  it('ST02-008 Apoo: [DON!! x1] [When Attacking] rest up to 1 opponent DON!!', () => {
    const s = Scenario.build({
      p0: { leader: KID, chars: [{ code: 'ST02-008', don: 1 }] },
      p1: { leader: LUFFY, donActive: 2, life: ['ST01-003'] },
    });
    s.choose('with Scratchmen Apoo').choose('1');
    expect(s.g.players[1].donActive).toBe(1);
    expect(s.g.players[1].donRested).toBe(1);
  });

  it('ST02-009 Law: [On Play] set up to 1 {Supernovas}/{Heart Pirates} cost ≤5 rested Character active', () => {
    const s = Scenario.build({
      p0: {
        leader: KID,
        hand: ['ST02-009'],
        donActive: 5,
        chars: [
          { code: 'ST02-012', rested: true },
          { code: 'ST02-002', rested: true },
        ],
      },
      p1: { leader: LUFFY },
    });
    s.choose('Play Trafalgar Law');
    expect(s.options()).toEqual(['Bepo (ST02-012)']); // Vito is Firetank Pirates
    s.choose('Bepo');
    expect(s.g.rested[s.id(0, 'ST02-012')]).toBe(0);
  });

  it('ST02-010 Hawkins: [DON!! x1] [Once Per Turn] [Your Turn] after battling an opponent Character, set active', () => {
    const s = Scenario.build({
      p0: { leader: KID, chars: [{ code: 'ST02-010', don: 1 }] },
      p1: {
        leader: LUFFY,
        chars: [
          { code: 'ST01-003', rested: true },
          { code: 'ST01-008', rested: true },
        ],
      },
    });
    s.choose('Attack Karoo (ST01-003) with Basil');
    const h = s.id(0, 'ST02-010');
    expect(s.g.rested[h]).toBe(0);
    s.choose('Attack Nico Robin (ST01-008) with Basil');
    expect(s.g.rested[h]).toBe(1); // once per turn
    expect(s.chars(1)).toEqual([]);
  });

  it('ST02-013 Kid: [Blocker]; [DON!! x1] [End of Your Turn] set this Character active', () => {
    const s = Scenario.build({
      p0: { leader: KID, chars: [{ code: 'ST02-013', don: 1, rested: true }] },
      p1: { leader: LUFFY },
    });
    s.choose('End your turn');
    expect(s.g.rested[s.id(0, 'ST02-013')]).toBe(0);
  });

  it('ST02-014 X.Drake: [DON!! x1] [Your Turn] while rested, your {Supernovas}/{Navy} Leaders and Characters +1000', () => {
    const s = Scenario.build({
      p0: { leader: KID, chars: [{ code: 'ST02-014', don: 1, rested: true }, 'ST02-002', 'ST02-012'] },
      p1: { leader: LUFFY },
    });
    expect(s.power(s.leader(0))).toBe(6000); // Kid is Supernovas
    expect(s.power(s.id(0, 'ST02-002'))).toBe(5000); // Vito is not
    expect(s.power(s.id(0, 'ST02-014'))).toBe(7000); // 5000 + 1000 DON!! + its own aura
    s.choose('End your turn');
    expect(s.power(s.leader(0))).toBe(5000);
  });

  it('ST02-015 Scalpel: [Counter] +2000 then set up to 1 DON!! active; [Trigger] set up to 2 DON!! active', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY },
      p1: { leader: KID, hand: ['ST02-015'], donActive: 1, donRested: 2, life: ['ST02-015'] },
    });
    s.choose('Attack Eustass').choose('Activate Scalpel').choose('Eustass').choose('1');
    expect(s.g.players[1].donActive).toBe(1);
    expect(s.life(1)).toBe(1);
    const t = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, donRested: 3, life: ['ST02-015'] } });
    t.choose('Attack Eustass').choose('Activate [Trigger]').choose('2');
    expect(t.g.players[1].donActive).toBe(2);
  });

  it('ST02-016 Repel: [Counter] +4000 this battle then set up to 1 DON!! active', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, leaderDon: 3 },
      p1: { leader: KID, hand: ['ST02-016'], donActive: 2, life: ['ST02-002'] },
    });
    s.choose('Attack Eustass').choose('Activate Repel').choose('Eustass').choose('0');
    expect(s.life(1)).toBe(1); // 8000 < 9000
  });

  it('ST02-017 Straw Sword: [Main] rest up to 1 opponent Character; [Trigger] play a {Supernovas} cost ≤2 from hand', () => {
    const s = Scenario.build({
      p0: { leader: KID, hand: ['ST02-017'], donActive: 2 },
      p1: { leader: LUFFY, chars: ['ST01-003'] },
    });
    s.choose('Activate Straw Sword').choose('Karoo');
    expect(s.g.rested[s.id(1, 'ST01-003')]).toBe(1);
    const t = Scenario.build({
      p0: { leader: LUFFY },
      p1: { leader: KID, hand: ['ST02-004', 'ST02-011'], life: ['ST02-017'] },
    });
    t.choose('Attack Eustass').choose('Done').choose('Activate [Trigger]');
    expect(t.options()).toEqual(['Capone"Gang"Bege (ST02-004)']); // Heat is Kid Pirates only
    t.choose('Capone');
    expect(t.chars(1)).toEqual(['ST02-004']);
  });
});
