import { describe, expect, it } from 'vitest';
import { Scenario } from '../../../src/optcg/scenario.ts';
import { Z } from '../../../src/optcg/types.ts';

const LUFFY = 'ST01-001',
  KID = 'ST02-001';

describe('battle (001 §7)', () => {
  it('attacking the Leader: rest the attacker, ties go to the attacker, top Life card to hand (001 §7-1-1-1, §7-1-4-1, §7-1-4-1-1-2)', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST02-002', 'ST02-011'] } });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey.D.Luffy');
    expect(s.g.rested[s.leader(0)]).toBe(1);
    // No blockers, no counters in hand: the Damage Step follows directly.
    expect(s.life(1)).toBe(1);
    expect(s.hand(1)).toEqual(['ST02-002']);
    const ev = s.takeEvents().find((e) => e.type === 'battle-result')!;
    expect(ev['attackerPower']).toBe(5000);
    expect(ev['targetPower']).toBe(5000);
  });

  it('attacker with less power loses and nothing happens (001 §7-1-4-2)', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST02-002'], hand: ['ST02-011'] } });
    s.choose('Attack Eustass').choose(/Counter Heat.*on Eustass/); // the hand is empty: the step ends
    expect(s.life(1)).toBe(1);
    expect(s.trash(1)).toEqual(['ST02-011']);
    // The counter boost lasts for the battle only (001 §7-1-5-4).
    expect(s.power(s.leader(1))).toBe(5000);
  });

  it('only rested Characters can be attacked; a won battle K.O.s the Character (001 §7-1, §7-1-4-1-2)', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, chars: ['ST01-010'] },
      p1: { leader: KID, chars: ['ST02-002', { code: 'ST02-011', rested: true }] },
    });
    expect(s.has('Attack Vito')).toBe(false);
    s.choose('Attack Heat (ST02-011) with Franky');
    expect(s.chars(1)).toEqual(['ST02-002']);
    expect(s.trash(1)).toEqual(['ST02-011']);
    expect(s.takeEvents().some((e) => e.type === 'ko' && e['cause'] === 'battle')).toBe(true);
  });

  it('[Blocker]: the defender may rest an active Blocker once per battle to become the target (001 §10-1-4-1, §7-1-2-1)', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, chars: ['ST01-010'] },
      p1: { leader: KID, life: ['ST02-002'], chars: ['ST02-004', { code: 'ST02-004', rested: true }] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky');
    expect(s.decision!.rule).toBe('001 §7-1-2-1');
    expect(s.decision!.options).toHaveLength(2); // no block, or the active Bege (the rested one cannot)
    s.choose('Block with');
    expect(s.chars(1)).toEqual(['ST02-004']); // the blocker lost and was K.O.'d
    expect(s.life(1)).toBe(1);
  });

  it("counter values from hand go to any of the defender's Leader or Characters; [Counter] Events cost DON!! (001 §7-1-3-2)", () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, leaderDon: 2 },
      p1: { leader: KID, life: ['ST02-002'], hand: ['ST02-016', 'ST02-008'], donActive: 2 },
    });
    s.choose('Attack Eustass');
    expect(s.has('Activate Repel (ST02-016) [Counter]')).toBe(true);
    s.choose('Activate Repel').choose('Eustass');
    // Then: set up to 1 DON!! as active
    s.choose('1');
    expect(s.g.players[1].donActive).toBe(1);
    expect(s.power(s.leader(1))).toBe(9000);
    s.choose('Done');
    expect(s.life(1)).toBe(1);
  });

  it('[Trigger]: the Life card may be activated instead of added to hand, then trashed (001 §10-1-5)', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, chars: [{ code: 'ST01-010', rested: true }] },
      p1: { leader: KID, life: ['ST01-015'] },
    });
    s.choose('Attack Eustass');
    expect(s.decision!.rule).toBe('001 §10-1-5-1');
    s.choose('Activate [Trigger]').choose('Franky');
    expect(s.chars(0)).toEqual([]);
    expect(s.trash(1)).toEqual(['ST01-015']);
    expect(s.hand(1)).toEqual([]);
  });

  it('declining a [Trigger] adds the card to hand unrevealed (001 §10-1-5-2)', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST01-015'] } });
    s.choose('Attack Eustass').choose('Add to hand');
    expect(s.hand(1)).toEqual(['ST01-015']);
    expect(s.takeEvents().some((e) => e.type === 'trigger')).toBe(false);
  });

  it('damage at 0 Life: the defender loses at rule processing (001 §7-1-4-1-1-1, §9-2-1-1)', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID } });
    s.choose('Attack Eustass');
    expect(s.g.result).toEqual({ winner: 0, reason: 'damage-at-zero-life', rule: '001 §9-2-1-1' });
    expect(s.decision).toBeNull();
  });

  it('deck-out: a player whose deck reaches 0 loses (001 §1-2-1-1-2, §9-2-1-2)', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, deck: ['ST02-002'] } });
    s.choose('End your turn'); // player 1 draws the last card
    expect(s.g.result).toEqual({ winner: 0, reason: 'deck-out', rule: '001 §9-2-1-2' });
  });

  it('the battle ends early when the attacked card leaves the field (001 §7-1-3-2-3)', () => {
    // The defender answers with nothing; we remove the target by hand to show the skip.
    const s = Scenario.build({
      p0: { leader: LUFFY, chars: ['ST01-010'] },
      p1: { leader: KID, chars: [{ code: 'ST02-011', rested: true }], hand: ['ST02-002'] },
    });
    s.choose('Attack Heat (ST02-011) with Monkey');
    const heat = s.id(1, 'ST02-011');
    s.g.inst[heat]!++; // as if it had moved and come back: a new card (001 §3-1-6)
    s.choose('Done');
    expect(s.chars(1)).toEqual(['ST02-011']);
    expect(s.g.zone[heat]).toBe(Z.chars);
    expect(s.takeEvents().some((e) => e.type === 'battle-result')).toBe(false);
  });

  it('the attacking player gets no decisions in the Block and Counter Steps', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY },
      p1: { leader: KID, life: ['ST02-002'], chars: ['ST02-004'], hand: ['ST02-002'] },
    });
    s.choose('Attack Eustass');
    expect(s.decision!.player).toBe(1);
    s.choose('Do not block');
    expect(s.decision!.player).toBe(1);
    expect(s.decision!.rule).toBe('001 §7-1-3-2');
  });
});

describe('001 §7-1-3-2-3: the attacked card leaving ends the Counter Step (issue 11 item 20)', () => {
  it('the defender returns the attacked Character with Thrust Pad Cannon: no more counters, the End of Battle', () => {
    const s = Scenario.build({
      p0: { leader: 'ST02-001', chars: ['ST02-005'] },
      p1: {
        leader: 'ST03-001',
        chars: [{ code: 'ST03-011', rested: true }],
        hand: ['ST03-016', 'ST03-011'],
        donActive: 2,
      },
    });
    s.choose('Attack Buggy (ST03-011) with Killer').choose('Activate Thrust Pad Cannon').choose('Buggy');
    // The returned Buggy is back in the hand, and no Counter Step question offers it (or anything) again.
    expect(s.hand(1)).toEqual(['ST03-011', 'ST03-011']);
    expect(s.decision?.about).toBe('main-action');
    const types = s.takeEvents().map((e) => e.type);
    expect(types).toContain('battle-end');
    expect(types).not.toContain('battle-result');
  });
});

describe('"if this card battles" needs a battle result (001 §7-1-3-2-3, §7-1-4; issue 11 item 17)', () => {
  it('Basil Hawkins stays rested when the attacked Character left in the Counter Step', () => {
    const s = Scenario.build({
      p0: { leader: 'ST02-001', chars: [{ code: 'ST02-010', don: 1 }] },
      p1: { leader: 'ST03-001', chars: [{ code: 'ST03-011', rested: true }], hand: ['ST03-016'], donActive: 2 },
    });
    const basil = s.id(0, 'ST02-010');
    s.choose('Attack Buggy (ST03-011) with Basil').choose('Activate Thrust Pad Cannon').choose('Buggy');
    expect(s.g.rested[basil]).toBe(1);
  });

  it('after a real battle result, he is set active', () => {
    const s = Scenario.build({
      p0: { leader: 'ST02-001', chars: [{ code: 'ST02-010', don: 1 }] },
      p1: { leader: 'ST03-001', chars: [{ code: 'ST03-011', rested: true }] },
    });
    const basil = s.id(0, 'ST02-010');
    s.choose('Attack Buggy (ST03-011) with Basil');
    expect(s.g.rested[basil]).toBe(0);
  });
});
