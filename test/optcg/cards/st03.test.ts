import { describe, expect, it } from 'vitest';
import { liveScenarios } from './live-scenarios.ts';

const CROC = 'ST03-001',
  LUFFY = 'ST01-001',
  KID = 'ST02-001';

// Every scenario must still be running at its end (see live-scenarios.ts).
const build = liveScenarios();

describe('ST-03 cards', () => {
  it("ST03-001 Crocodile (Leader): [Activate: Main] [Once Per Turn] DON!! −4: return up to 1 Character with cost ≤5 to its owner's hand", () => {
    const s = build({ p0: { leader: CROC, donActive: 4 }, p1: { leader: LUFFY, chars: ['ST01-012', 'ST02-013'] } });
    s.choose('Activate Crocodile').choose('Yes'); // 001 §10-2-10-1: DON!! −4 may be declined
    expect(s.options()).toEqual(['Monkey.D.Luffy (ST01-012)']); // Kid costs 7
    s.choose('Monkey');
    expect(s.hand(1)).toEqual(['ST01-012']);
    expect(s.chars(1)).toEqual(['ST02-013']);
    expect(s.g.players[0].donActive).toBe(0);
    expect(s.g.players[0].donDeck).toBe(10); // 001 §8-3-1-6: returned to the DON!! deck
    // Once per turn, and the owner picks which DON!! to return when they differ.
    const t = build({ p0: { leader: CROC, donActive: 4, donRested: 4 }, p1: { leader: LUFFY, chars: ['ST01-010'] } });
    t.choose('Activate Crocodile').choose('Yes');
    expect(t.decision!.prompt).toContain('DON!! to return');
    t.answer([0, 1, 2, 3]); // the four rested ones
    t.choose('Franky');
    expect(t.g.players[0].donRested).toBe(0);
    expect(t.g.players[0].donActive).toBe(4);
    expect(t.has('Activate Crocodile')).toBe(false); // 001 §10-2-13
  });

  it('ST03-001 Crocodile (Leader): not offered with fewer than 4 DON!! on the field', () => {
    const s = build({ p0: { leader: CROC, donActive: 2, leaderDon: 1 }, p1: { leader: LUFFY, chars: ['ST01-010'] } });
    expect(s.has('Activate Crocodile')).toBe(false); // 001 §8-3-1-3
  });

  it('ST03-002 Weevil, ST03-006 Jinbe, ST03-011 Buggy, ST03-012 Pacifista: vanilla stats', () => {
    const s = build({
      p0: { leader: CROC, chars: ['ST03-002', 'ST03-006', 'ST03-011', 'ST03-012'] },
      p1: { leader: LUFFY },
    });
    expect(s.g.players[0].chars.map((c) => s.power(c))).toEqual([5000, 4000, 3000, 6000]);
  });

  it("ST03-003 Crocodile: [Blocker]; [DON!! x1] [On Block] place up to 1 Character with cost ≤2 at the bottom of its owner's deck", () => {
    const s = build({
      p0: { leader: KID, chars: ['ST02-012', 'ST02-002'] },
      p1: { leader: CROC, chars: [{ code: 'ST03-003', don: 1 }], life: ['ST03-002'] },
    });
    s.choose('Attack Crocodile (ST03-001) with Eustass').choose('Block with Crocodile (ST03-003)');
    expect(s.options()).toEqual(['Bepo (ST02-012)']); // Vito costs 3, Crocodile 5
    s.choose('Bepo');
    expect(s.chars(0)).toEqual(['ST02-002']);
    expect(s.g.code[s.g.players[0].deck[0]!]).toBe('ST02-012'); // deck bottom
    expect(s.life(1)).toBe(1); // 5000 vs 6000: the blocker survives
    expect(s.chars(1)).toEqual(['ST03-003']);
    // Without a given DON!! there is no [On Block] effect.
    const t = build({
      p0: { leader: KID, chars: ['ST02-012'] },
      p1: { leader: CROC, chars: ['ST03-003'], life: ['ST03-002'] },
    });
    t.choose('Attack Crocodile (ST03-001) with Eustass').choose('Block with Crocodile (ST03-003)');
    expect(t.chars(0)).toEqual(['ST02-012']);
    expect(t.decision!.kind).toBe('action'); // back in the Main Phase
  });

  it('ST03-004 Gecko Moria: [On Play] add up to 1 Warlords/Thriller Bark Character cost ≤4, not [Gecko Moria], from trash to hand', () => {
    const s = build({
      p0: {
        leader: CROC,
        hand: ['ST03-004'],
        donActive: 4,
        trash: ['ST03-004', 'ST03-002', 'ST03-009', 'ST01-010', 'ST03-005', 'ST03-015'],
      },
      p1: { leader: LUFFY },
    });
    s.choose('Play Gecko Moria');
    // Not Moria (name), Doflamingo (cost 7), Franky (type) or Sables (an Event).
    expect(s.options()).toEqual(['Edward Weevil (ST03-002)', 'Dracule Mihawk (ST03-005)']);
    s.choose('Dracule');
    expect(s.hand(0)).toEqual(['ST03-005']);
    expect(s.trash(0)).toEqual(['ST03-004', 'ST03-002', 'ST03-009', 'ST01-010', 'ST03-015']);
  });

  it('ST03-005 Mihawk: [DON!! x1] [When Attacking] draw 2 cards and trash 2 cards from your hand', () => {
    const s = build({
      p0: {
        leader: CROC,
        hand: ['ST03-006'],
        chars: [{ code: 'ST03-005', don: 1 }],
        deck: ['ST03-011', 'ST03-012', 'ST03-002'],
      },
      p1: { leader: KID, life: ['ST02-002', 'ST02-002'] },
    });
    s.choose('with Dracule Mihawk');
    expect(s.hand(0)).toEqual(['ST03-006', 'ST03-011', 'ST03-012']);
    expect(s.decision!.min).toBe(2); // both must be trashed
    s.choose('Jinbe', 'Buggy');
    expect(s.hand(0)).toEqual(['ST03-012']);
    expect(s.trash(0)).toEqual(['ST03-006', 'ST03-011']);
    expect(s.life(1)).toBe(1); // the attack goes on: 6000 vs 5000
  });

  it('ST03-007 Sentomaru: [DON!! x1] [Activate: Main] [Once Per Turn] ②: play up to 1 [Pacifista] cost ≤4 from your deck, then shuffle', () => {
    const s = build({
      p0: {
        leader: CROC,
        chars: [{ code: 'ST03-007', don: 1 }],
        donActive: 3,
        deck: ['ST03-011', 'ST03-012', 'ST03-003', 'ST03-002'],
      },
      p1: { leader: LUFFY },
    });
    s.choose('Activate Sentomaru');
    expect(s.options()).toEqual(['Pacifista (ST03-012)']);
    s.choose('Pacifista');
    expect(s.chars(0)).toEqual(['ST03-007', 'ST03-012']);
    expect(s.g.players[0].deck.length).toBe(3);
    expect(s.g.players[0].donActive).toBe(1);
    expect(s.g.players[0].donRested).toBe(2);
    expect(s.takeEvents().some((e) => e.type === 'shuffle')).toBe(true);
    expect(s.has('Activate Sentomaru')).toBe(false); // [Once Per Turn]
    const t = build({ p0: { leader: CROC, chars: ['ST03-007'], donActive: 3 }, p1: { leader: LUFFY } });
    expect(t.has('Activate Sentomaru')).toBe(false); // [DON!! x1] not met
  });

  it('ST03-008 Law: [Blocker]', () => {
    const s = build({ p0: { leader: KID }, p1: { leader: CROC, chars: ['ST03-008'], life: ['ST03-002'] } });
    s.choose('Attack Crocodile').choose('Block with Trafalgar Law');
    expect(s.trash(1)).toEqual(['ST03-008']);
    expect(s.life(1)).toBe(1);
  });

  it("ST03-009 Doflamingo: [On Play] return up to 1 Character with cost ≤7 to its owner's hand", () => {
    const s = build({
      p0: { leader: CROC, hand: ['ST03-009'], donActive: 7 },
      p1: { leader: LUFFY, chars: ['ST02-013', 'ST01-010'] },
    });
    s.choose('Play Donquixote');
    expect(s.options()).toEqual([
      'Donquixote Doflamingo (ST03-009)',
      'Eustass"Captain"Kid (ST02-013)',
      'Franky (ST01-010)',
    ]);
    s.choose('Eustass');
    expect(s.hand(1)).toEqual(['ST02-013']);
    expect(s.chars(1)).toEqual(['ST01-010']);
  });

  it('ST03-010 Kuma: [On Play] look at 3, return them to the top or bottom in any order; [Trigger] play this card', () => {
    const s = build({
      p0: { leader: CROC, hand: ['ST03-010'], donActive: 2, deck: ['ST03-002', 'ST03-006', 'ST03-011', 'ST03-012'] },
      p1: { leader: LUFFY },
    });
    s.choose('Play Bartholomew');
    // Issue 11 item 18: all three to the top or all three to the bottom, in any order.
    s.choose('Bottom of your deck');
    expect(s.options()).toEqual(['Edward Weevil (ST03-002)', 'Jinbe (ST03-006)', 'Buggy (ST03-011)']);
    s.answer([2, 0, 1]); // Buggy deepest, then Edward, then Jinbe
    expect(s.codes(s.g.players[0].deck)).toEqual(['ST03-011', 'ST03-002', 'ST03-006', 'ST03-012']); // bottom first
    const t = build({ p0: { leader: KID }, p1: { leader: CROC, life: ['ST03-010'] } });
    t.choose('Attack Crocodile').choose('Activate [Trigger]');
    expect(t.chars(1)).toEqual(['ST03-010']);
    expect(t.decision!.player).toBe(1); // its [On Play] now asks Kuma's owner
    expect(t.decision!.options.map((o) => o.id)).toEqual(['top', 'bottom']);
  });

  it('ST03-013 Hancock: [Blocker]; [Trigger] play this card', () => {
    const s = build({ p0: { leader: KID }, p1: { leader: CROC, chars: ['ST03-013'], life: ['ST03-002'] } });
    s.choose('Attack Crocodile');
    expect(s.has('Block with Boa Hancock')).toBe(true);
    const t = build({ p0: { leader: KID }, p1: { leader: CROC, life: ['ST03-013'] } });
    t.choose('Attack Crocodile').choose('Activate [Trigger]');
    expect(t.chars(1)).toEqual(['ST03-013']);
    expect(t.life(1)).toBe(0);
  });

  it("ST03-014 Teach: [On Play] return up to 1 Character with cost ≤3 to its owner's hand", () => {
    const s = build({
      p0: { leader: CROC, hand: ['ST03-014'], donActive: 4, chars: ['ST03-011'] },
      p1: { leader: LUFFY, chars: ['ST02-005', 'ST02-006'] },
    });
    s.choose('Play Marshall');
    expect(s.options()).toEqual(['Buggy (ST03-011)', 'Killer (ST02-005)']); // Teach and Koby cost 4
    s.choose('Killer');
    expect(s.hand(1)).toEqual(['ST02-005']);
    expect(s.chars(1)).toEqual(['ST02-006']);
  });

  it('ST03-015 Sables: [Main] return up to 1 Character with cost ≤7; [Trigger] the same', () => {
    const s = build({
      p0: { leader: CROC, hand: ['ST03-015'], donActive: 4 },
      p1: { leader: LUFFY, chars: ['ST02-013'] },
    });
    s.choose('Activate Sables').choose('Eustass');
    expect(s.hand(1)).toEqual(['ST02-013']);
    expect(s.trash(0)).toEqual(['ST03-015']);
    const t = build({
      p0: { leader: KID, chars: [{ code: 'ST02-009', rested: true }] },
      p1: { leader: CROC, life: ['ST03-015'] },
    });
    t.choose('Attack Crocodile').choose('Activate [Trigger]').choose('Trafalgar');
    expect(t.hand(0)).toEqual(['ST02-009']);
    expect(t.trash(1)).toEqual(['ST03-015']);
  });

  it('ST03-016 Thrust Pad Cannon: [Counter] return up to 1 Character with cost ≤3 (the attacker: the battle ends); [Trigger] the same', () => {
    const s = build({
      p0: { leader: KID, chars: ['ST02-005'] },
      p1: { leader: CROC, hand: ['ST03-016'], donActive: 2, life: ['ST03-002'] },
    });
    s.choose('Attack Crocodile (ST03-001) with Killer').choose('Activate Thrust Pad Cannon').choose('Killer');
    expect(s.hand(0)).toEqual(['ST02-005']);
    expect(s.life(1)).toBe(1); // 001 §7-1-3-2-3: the attacker left, no Damage Step
    expect(s.g.players[1].donRested).toBe(2);
    const t = build({ p0: { leader: KID, chars: ['ST02-012'] }, p1: { leader: CROC, life: ['ST03-016'] } });
    t.choose('Attack Crocodile (ST03-001) with Eustass').choose('Activate [Trigger]').choose('Bepo');
    expect(t.hand(0)).toEqual(['ST02-012']);
  });

  it('ST03-017 Love-Love Mellow: [Counter] +4000 this battle, then draw 1 if your hand has 3 or less cards', () => {
    const s = build({
      p0: { leader: KID, leaderDon: 2 },
      p1: { leader: CROC, hand: ['ST03-017', 'ST03-008', 'ST03-010', 'ST03-008'], donActive: 2, life: ['ST03-002'] },
    });
    s.choose('Attack Crocodile').choose('Activate Love-Love').choose('Crocodile');
    expect(s.hand(1)).toEqual(['ST03-008', 'ST03-010', 'ST03-008', 'ST01-010']); // 3 cards left: drew 1
    expect(s.power(s.leader(1))).toBe(9000);
    s.choose('Done'); // the drawn Franky could still counter
    const r = s.takeEvents().find((e) => e.type === 'battle-result')!;
    expect([r['attackerPower'], r['targetPower']]).toEqual([7000, 9000]);
    expect(s.life(1)).toBe(1);
    const t = build({
      p0: { leader: KID, leaderDon: 2 },
      p1: {
        leader: CROC,
        hand: ['ST03-017', 'ST03-008', 'ST03-010', 'ST03-008', 'ST03-010'],
        donActive: 2,
        life: ['ST03-002'],
      },
    });
    t.choose('Attack Crocodile').choose('Activate Love-Love').choose('Crocodile');
    expect(t.hand(1).length).toBe(4); // 4 cards left: no draw
  });
});
