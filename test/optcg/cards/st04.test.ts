import { describe, expect, it } from 'vitest';
import { liveScenarios } from './live-scenarios.ts';

const KAIDO = 'ST04-001',
  LUFFY = 'ST01-001',
  KID = 'ST02-001';

// Every scenario must still be running at its end (see live-scenarios.ts).
const build = liveScenarios();

describe('ST-04 cards', () => {
  it('ST04-001 Kaido (Leader): [Activate: Main] [Once Per Turn] DON!! −7: trash up to 1 opponent Life card (no [Trigger])', () => {
    const s = build({ p0: { leader: KAIDO, donActive: 7 }, p1: { leader: LUFFY, life: ['ST01-002', 'ST01-003'] } });
    s.choose('Activate Kaido').choose('Yes').choose('1');
    expect(s.life(1)).toBe(1);
    expect(s.trash(1)).toEqual(['ST01-002']); // the top Life card; its [Trigger] is not offered
    expect(s.hand(1)).toEqual([]);
    expect(s.g.players[0].donActive).toBe(0);
    expect(s.g.players[0].donDeck).toBe(10); // 001 §8-3-1-6
    expect(s.decision!.kind).toBe('action');
    const t = build({ p0: { leader: KAIDO, donActive: 6 }, p1: { leader: LUFFY, life: ['ST01-003'] } });
    expect(t.has('Activate Kaido')).toBe(false); // 001 §8-3-1-3: DON!! −7 cannot be paid
    const u = build({ p0: { leader: KAIDO, donActive: 9 }, p1: { leader: LUFFY, life: ['ST01-003', 'ST01-003'] } });
    u.choose('Activate Kaido').choose('Yes').choose('1');
    expect(u.has('Activate Kaido')).toBe(false); // [Once Per Turn] (2 DON!! left would not pay anyway: check the flag)
    expect(u.g.opt[u.leader(0)]).toBe(u.g.turn);
  });

  it('ST04-002 Ulti: [On Play] DON!! −1 (may decline): play up to 1 [Page One] cost ≤4 from your hand', () => {
    const s = build({
      p0: { leader: KAIDO, hand: ['ST04-002', 'ST04-012', 'ST04-013'], donActive: 5 },
      p1: { leader: LUFFY },
    });
    s.choose('Play Ulti').choose('Yes');
    expect(s.decision!.prompt).toContain('DON!! to return'); // rested and active DON!! differ: the owner picks
    s.choose('active DON!!');
    expect(s.options()).toEqual(['Page One (ST04-012)']); // X.Drake is not [Page One]
    s.choose('Page One');
    expect(s.chars(0)).toEqual(['ST04-002', 'ST04-012']);
    expect(s.hand(0)).toEqual(['ST04-013']);
    expect(s.g.players[0].donActive).toBe(0);
    expect(s.g.players[0].donRested).toBe(4);
    expect(s.g.players[0].donDeck).toBe(6);
    const t = build({ p0: { leader: KAIDO, hand: ['ST04-002', 'ST04-012'], donActive: 4 }, p1: { leader: LUFFY } });
    t.choose('Play Ulti').choose('No'); // 001 §8-3-1-4: declined, nothing happens
    expect(t.chars(0)).toEqual(['ST04-002']);
    expect(t.hand(0)).toEqual(['ST04-012']);
    expect(t.g.players[0].donDeck).toBe(6);
  });

  it('ST04-003 Kaido: [On Play] DON!! −5: K.O. up to 1 opponent Character cost ≤6 and gain [Rush] this turn', () => {
    const s = build({
      p0: { leader: KAIDO, hand: ['ST04-003'], donActive: 10 },
      p1: { leader: LUFFY, chars: ['ST02-009', 'ST02-013'], life: ['ST01-003'] },
    });
    s.choose('Play Kaido').choose('Yes').answer([0, 1, 2, 3, 4]); // five of the rested DON!!
    expect(s.options()).toEqual(['Trafalgar Law (ST02-009)']); // Kid costs 7
    s.choose('Trafalgar');
    expect(s.trash(1)).toEqual(['ST02-009']);
    expect(s.g.players[0].donDeck).toBe(5);
    expect(s.has('Attack Monkey.D.Luffy (ST01-001) with Kaido (ST04-003)')).toBe(true); // [Rush]
    const t = build({
      p0: { leader: KAIDO, hand: ['ST04-003'], donActive: 10 },
      p1: { leader: LUFFY, chars: ['ST02-009'] },
    });
    t.choose('Play Kaido').choose('No');
    expect(t.chars(1)).toEqual(['ST02-009']);
    expect(t.has('with Kaido (ST04-003)')).toBe(false); // no cost paid, no [Rush]
  });

  it('ST04-004 King: [On Play] DON!! −1: K.O. up to 1 opponent Character cost ≤4', () => {
    const s = build({
      p0: { leader: KAIDO, hand: ['ST04-004'], donActive: 6 },
      p1: { leader: LUFFY, chars: ['ST01-010', 'ST02-009'] },
    });
    s.choose('Play King').choose('Yes'); // all 6 DON!! rested: no choice of which
    expect(s.options()).toEqual(['Franky (ST01-010)']); // Law costs 5
    s.choose('Franky');
    expect(s.trash(1)).toEqual(['ST01-010']);
    expect(s.g.players[0].donRested).toBe(5);
    expect(s.g.players[0].donDeck).toBe(5);
  });

  it('ST04-005 Queen: [Blocker]; [On Play] DON!! −1: draw 2 cards and trash 1 card from your hand', () => {
    const s = build({
      p0: { leader: KAIDO, hand: ['ST04-005', 'ST04-009'], donActive: 5, deck: ['ST04-007', 'ST04-012', 'ST04-013'] },
      p1: { leader: LUFFY },
    });
    s.choose('Play Queen').choose('Yes');
    expect(s.hand(0)).toEqual(['ST04-009', 'ST04-007', 'ST04-012']);
    s.choose('Ginrummy');
    expect(s.hand(0)).toEqual(['ST04-007', 'ST04-012']);
    expect(s.trash(0)).toEqual(['ST04-009']);
    const t = build({ p0: { leader: LUFFY }, p1: { leader: KAIDO, chars: ['ST04-005'], life: ['ST04-007'] } });
    t.choose('Attack Kaido').choose('Block with Queen');
    expect(t.life(1)).toBe(1);
    expect(t.chars(1)).toEqual(['ST04-005']); // 5000 vs 6000
  });

  it('ST04-006 Sasaki: [On Play] DON!! −1: draw 1 card', () => {
    const s = build({
      p0: { leader: KAIDO, hand: ['ST04-006'], donActive: 3, deck: ['ST04-013', 'ST04-007'] },
      p1: { leader: LUFFY },
    });
    s.choose('Play Sasaki').choose('Yes');
    expect(s.hand(0)).toEqual(['ST04-013']);
    expect(s.g.players[0].donRested).toBe(2);
    const t = build({ p0: { leader: KAIDO, hand: ['ST04-006'], donActive: 3 }, p1: { leader: LUFFY } });
    t.choose('Play Sasaki').choose('No');
    expect(t.hand(0)).toEqual([]);
    expect(t.g.players[0].donRested).toBe(3);
  });

  it('ST04-007 Sheepshead, ST04-009 Ginrummy, ST04-012 Page One, ST04-013 X.Drake: vanilla stats', () => {
    const s = build({
      p0: { leader: KAIDO, chars: ['ST04-007', 'ST04-009', 'ST04-012', 'ST04-013'] },
      p1: { leader: LUFFY },
    });
    expect(s.g.players[0].chars.map((c) => s.power(c))).toEqual([4000, 3000, 6000, 5000]);
  });

  it('ST04-008 Jack: [On Play] you may trash 1 card from your hand: add up to 1 DON!! from your DON!! deck, active', () => {
    const s = build({ p0: { leader: KAIDO, hand: ['ST04-008', 'ST04-009'], donActive: 3 }, p1: { leader: LUFFY } });
    s.choose('Play Jack').choose('Yes').choose('1');
    expect(s.trash(0)).toEqual(['ST04-009']);
    expect(s.g.players[0].donActive).toBe(1);
    expect(s.g.players[0].donDeck).toBe(6);
    // With an empty hand the cost cannot be paid: nothing is asked (001 §8-3-1-3).
    const t = build({ p0: { leader: KAIDO, hand: ['ST04-008'], donActive: 3 }, p1: { leader: LUFFY } });
    t.choose('Play Jack');
    expect(t.decision!.kind).toBe('action');
    expect(t.g.players[0].donActive).toBe(0);
  });

  it("ST04-010 Who's.Who: [On Play] DON!! −1: K.O. up to 1 opponent Character cost ≤3; [Trigger] play this card", () => {
    const s = build({
      p0: { leader: KAIDO, hand: ['ST04-010'], donActive: 3 },
      p1: { leader: LUFFY, chars: ['ST02-005', 'ST02-006'] },
    });
    s.choose("Play Who's.Who").choose('Yes');
    expect(s.options()).toEqual(['Killer (ST02-005)']); // Koby costs 4
    s.choose('Killer');
    expect(s.trash(1)).toEqual(['ST02-005']);
    const t = build({
      p0: { leader: KID, chars: ['ST02-012'] },
      p1: { leader: KAIDO, life: ['ST04-010'], donActive: 1 },
    });
    t.choose('Attack Kaido (ST04-001) with Eustass').choose('Activate [Trigger]');
    expect(t.chars(1)).toEqual(['ST04-010']);
    t.choose('Yes').choose('Bepo'); // its [On Play], on the opponent's turn, paid with p1's DON!!
    expect(t.trash(0)).toEqual(['ST02-012']);
    expect(t.g.players[1].donDeck).toBe(10);
  });

  it('ST04-011 Black Maria: [Blocker]', () => {
    const s = build({ p0: { leader: LUFFY }, p1: { leader: KAIDO, chars: ['ST04-011'], life: ['ST04-007'] } });
    s.choose('Attack Kaido').choose('Block with Black Maria');
    expect(s.trash(1)).toEqual(['ST04-011']);
    expect(s.life(1)).toBe(1);
  });

  it('ST04-014 Lead Performer "Disaster": [Main] draw 1, then add up to 1 active DON!!; [Trigger] the same', () => {
    const s = build({
      p0: { leader: KAIDO, hand: ['ST04-014'], donActive: 4, deck: ['ST04-013', 'ST04-007'] },
      p1: { leader: LUFFY },
    });
    s.choose('Activate Lead Performer').choose('1');
    expect(s.hand(0)).toEqual(['ST04-013']);
    expect(s.g.players[0].donActive).toBe(1);
    expect(s.g.players[0].donDeck).toBe(5);
    expect(s.trash(0)).toEqual(['ST04-014']);
    const t = build({ p0: { leader: KID }, p1: { leader: KAIDO, life: ['ST04-014'], deck: ['ST04-009', 'ST04-007'] } });
    t.choose('Attack Kaido').choose('Activate [Trigger]').choose('1');
    expect(t.hand(1)).toEqual(['ST04-009']);
    expect(t.g.players[1].donActive).toBe(1);
    expect(t.trash(1)).toEqual(['ST04-014']);
  });

  it('ST04-015 Brachio Bomber: [Main] K.O. up to 1 opponent Character cost ≤6, then add up to 1 active DON!!; [Trigger] add up to 1 active DON!!', () => {
    const s = build({
      p0: { leader: KAIDO, hand: ['ST04-015'], donActive: 6 },
      p1: { leader: LUFFY, chars: ['ST02-009', 'ST02-013'] },
    });
    s.choose('Activate Brachio');
    expect(s.options()).toEqual(['Trafalgar Law (ST02-009)']); // Kid costs 7
    s.choose('Trafalgar').choose('1');
    expect(s.trash(1)).toEqual(['ST02-009']);
    expect(s.g.players[0].donActive).toBe(1);
    const t = build({ p0: { leader: KID }, p1: { leader: KAIDO, life: ['ST04-015'] } });
    t.choose('Attack Kaido').choose('Activate [Trigger]').choose('1');
    expect(t.g.players[1].donActive).toBe(1);
    expect(t.g.players[1].donDeck).toBe(9);
  });

  it('ST04-016 Blast Breath: declining the DON!! −1 (001 §8-3-1-4): the Event is played, nothing else happens', () => {
    const s = build({
      p0: { leader: KID, leaderDon: 2 },
      p1: { leader: KAIDO, hand: ['ST04-016'], donActive: 2, life: ['ST04-007'] },
    });
    s.choose('Attack Kaido').choose('Activate Blast Breath').choose('No');
    expect(s.trash(1)).toEqual(['ST04-016']);
    expect(s.g.players[1].donDeck + s.g.players[1].donActive + s.g.players[1].donRested).toBe(10);
    const r = s.takeEvents().find((e) => e.type === 'battle-result')!;
    expect([r['attackerPower'], r['targetPower'], r['attackerWins']]).toEqual([7000, 5000, true]);
  });

  it('ST04-016 Blast Breath: [Counter] DON!! −1: +4000 this battle', () => {
    const s = build({
      p0: { leader: KID, leaderDon: 2 },
      p1: { leader: KAIDO, hand: ['ST04-016'], donActive: 2, life: ['ST04-007'] },
    });
    s.choose('Attack Kaido').choose('Activate Blast Breath');
    // 001 §8-3-1-4, §10-2-10-1: "You may return" — the DON!! −1 may be declined.
    expect(s.decision!.about).toBe('cost');
    s.choose('Yes');
    expect(s.decision!.prompt).toContain('DON!! to return');
    s.choose('active DON!!').choose('Kaido');
    const r = s.takeEvents().find((e) => e.type === 'battle-result')!;
    expect([r['attackerPower'], r['targetPower'], r['attackerWins']]).toEqual([7000, 9000, false]);
    expect(s.life(1)).toBe(1);
    expect(s.g.players[1].donRested).toBe(1);
    expect(s.g.players[1].donActive).toBe(0);
    expect(s.g.players[1].donDeck).toBe(9);
  });

  it('ST04-017 Onigashima Island: [Activate: Main] rest this Stage: with an {Animal Kingdom Pirates} Leader add up to 1 rested DON!!', () => {
    const s = build({ p0: { leader: KAIDO, stage: 'ST04-017' }, p1: { leader: LUFFY } });
    s.choose('Activate Onigashima').choose('1');
    expect(s.g.players[0].donRested).toBe(1);
    expect(s.g.players[0].donActive).toBe(0);
    expect(s.g.rested[s.g.players[0].stage]).toBe(1);
    expect(s.has('Activate Onigashima')).toBe(false); // rested: the cost cannot be paid again
    // 001 §8-3-3: another Leader pays the cost but gets nothing.
    const t = build({ p0: { leader: LUFFY, stage: 'ST04-017' }, p1: { leader: KAIDO } });
    t.choose('Activate Onigashima');
    expect(t.decision!.kind).toBe('action');
    expect(t.g.players[0].donRested).toBe(0);
    expect(t.g.rested[t.g.players[0].stage]).toBe(1);
  });
});
