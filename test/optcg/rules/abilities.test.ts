import { describe, expect, it } from 'vitest';
import {
  addPower,
  draw,
  endOfYourTurn,
  ko,
  onPlay,
  playFromHand,
  restDonCost,
  restOpponentDon,
} from '../../../src/optcg/cards/dsl.ts';
import { LOOP_LIMIT } from '../../../src/optcg/engine.ts';
import { Scenario, withCards } from '../../../src/optcg/scenario.ts';
import { eventFor } from '../../../src/optcg/view/events.ts';

const LUFFY = 'ST01-001',
  KID = 'ST02-001';

describe('abilities (001 §8)', () => {
  it('001 §8-6-1-1: A and B trigger together, A triggers C: the order is A, B, C', () => {
    withCards(
      {
        'ST01-003': { abilities: [endOfYourTurn({ text: 'A' }, playFromHand(1, {}))] },
        'ST01-008': { abilities: [endOfYourTurn({ text: 'B' }, draw(1))] },
        'ST01-009': { abilities: [onPlay({ text: 'C' }, restOpponentDon(1))] },
      },
      () => {
        const s = Scenario.build({
          p0: { leader: LUFFY, chars: ['ST01-003', 'ST01-008'], hand: ['ST01-009'] },
          p1: { leader: KID, donActive: 1 },
        });
        s.choose('End your turn').choose(': A').choose('Nefeltari');
        // B (draw) is pending from the first batch and goes before C.
        expect(s.decision!.prompt).toContain("opponent's DON!!");
        const types = s.takeEvents().map((e) => e.type);
        expect(types.indexOf('play')).toBeLessThan(types.indexOf('draw'));
        s.choose('1');
        expect(s.g.players[1].donRested).toBe(0); // refreshed on their turn; the event shows it happened
      },
    );
  });

  it('001 §8-1-3-1-3: a pending ability whose card left the field does not resolve', () => {
    withCards(
      {
        'ST01-003': { abilities: [endOfYourTurn({ text: 'trash own' }, ko(1, { side: 'own', other: true }))] },
        'ST01-008': { abilities: [endOfYourTurn({ text: 'draw' }, draw(1))] },
      },
      () => {
        const s = Scenario.build({ p0: { leader: LUFFY, chars: ['ST01-003', 'ST01-008'] }, p1: { leader: KID } });
        s.choose('End your turn').choose(': trash own').choose('Nico Robin');
        expect(s.trash(0)).toEqual(['ST01-008']);
        expect(s.hand(0)).toEqual([]);
      },
    );
  });

  it('001 §8-2: a negated card loses its abilities ([Blocker], permanent power)', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, chars: [{ code: 'ST01-013', don: 1 }] },
      p1: { leader: KID, chars: ['ST01-006'], life: ['ST02-002'] },
    });
    const zoro = s.id(0, 'ST01-013'),
      chopper = s.id(1, 'ST01-006');
    expect(s.power(zoro)).toBe(7000);
    for (const c of [zoro, chopper]) s.g.mods.push({ c, inst: s.g.inst[c]!, by: 0, dur: 'turn', flag: 'negated' });
    expect(s.power(zoro)).toBe(6000); // 5000 + 1 DON!!, no +1000
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey');
    expect(s.life(1)).toBe(0); // no Block Step: Chopper has no [Blocker] while negated
  });

  it('001 §8-3-1-4: a "You may [cost]:" auto ability can be declined; 001 §8-3-1-3: unpayable is not asked', () => {
    withCards(
      {
        'ST01-003': {
          abilities: [onPlay({ cost: [restDonCost(1)], mayPay: true, text: 'pay 1: +1000' }, addPower(1000, 'turn'))],
        },
      },
      () => {
        const s = Scenario.build({
          p0: { leader: LUFFY, hand: ['ST01-003', 'ST01-003'], donActive: 3 },
          p1: { leader: KID },
        });
        s.chooseAny('Play Karoo'); // two copies: either;
        expect(s.decision!.rule).toBe('001 §8-3-1-4');
        s.choose('No');
        expect(s.g.players[0].donActive).toBe(2);
        s.choose('Play Karoo').choose('Yes').choose('Monkey');
        expect(s.g.players[0].donActive).toBe(0);
        expect(s.power(s.leader(0))).toBe(6000);
      },
    );
  });

  it('001 §3-8-5-1: a new Stage replaces the old one, which is trashed', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, stage: 'ST01-017', hand: ['ST01-017'], donActive: 2 },
      p1: { leader: KID },
    });
    s.choose('Play Thousand Sunny');
    expect(s.trash(0)).toEqual(['ST01-017']);
    expect(s.g.players[0].stage).toBe(s.id(0, 'ST01-017', 6));
  });

  it('001 §3-1-6: a card that leaves the Character area is a new card: effects on it end', () => {
    const s = Scenario.build({
      p0: { leader: KID, hand: ['ST02-005'], donActive: 3 },
      p1: { leader: LUFFY, chars: [{ code: 'ST01-003', rested: true }] },
    });
    const k = s.id(1, 'ST01-003');
    s.g.mods.push({ c: k, inst: s.g.inst[k]!, by: 1, dur: 'turn', power: 5000 });
    s.choose('Play Killer').choose('Karoo');
    expect(s.g.inst[k]).toBe(1);
    expect(s.power(k)).toBe(3000);
  });

  it('001 §11-3-1: cards looked at by an ability are shown to their owner only', () => {
    const s = Scenario.build({
      p0: { leader: KID, chars: ['ST02-007'], donActive: 1, deck: ['ST02-002', 'ST02-003'] },
      p1: { leader: LUFFY },
    });
    s.choose('Activate Jewelry');
    const look = s.takeEvents().find((e) => e.type === 'look')!;
    expect(eventFor(look, 0)).toBe(look);
    expect(eventFor(look, 1)).toBeNull();
  });

  it('001 §11-1-1-1: a turn that never ends is a drawn loop (engine guard)', () => {
    const s = Scenario.build({ p0: { leader: LUFFY, donActive: 1 }, p1: { leader: KID } });
    s.g.steps = LOOP_LIMIT + 1;
    s.choose('Give DON!!');
    expect(s.g.result).toEqual({ winner: null, reason: 'infinite-loop', rule: '001 §11-1-1-1' });
  });
});

describe('replacement abilities (001 §8-1-3-4)', () => {
  it('"would be K.O.\'d … instead": offered in battle and by effects, a choice, paid in full', async () => {
    const { insteadOfKO, trashFromHandCost } = await import('../../../src/optcg/cards/dsl.ts');
    withCards(
      { 'ST02-011': { abilities: [insteadOfKO([trashFromHandCost(1)], 'trash 1 card from your hand')] } },
      () => {
        const s = Scenario.build({
          p0: { leader: LUFFY, hand: ['ST01-015'], donActive: 4 },
          p1: { leader: KID, chars: [{ code: 'ST02-011', rested: true }], hand: ['ST02-002', 'ST02-012'] },
        });
        s.choose('Attack Heat').choose('Done');
        expect(s.decision!.rule).toBe('001 §8-1-3-4-1');
        s.choose('Yes').choose('Bepo');
        expect(s.chars(1)).toEqual(['ST02-011']);
        expect(s.trash(1)).toEqual(['ST02-012']);
        s.choose('Activate Gum-Gum').choose('Heat').choose('Yes');
        expect(s.chars(1)).toEqual(['ST02-011']); // the last card in hand was trashed instead (forced choice)
        expect(s.trash(1)).toEqual(['ST02-012', 'ST02-002']);
        // No card left to pay with: the replacement cannot be used (001 §8-1-3-4-5).
        const t = Scenario.build({
          p0: { leader: LUFFY },
          p1: { leader: KID, chars: [{ code: 'ST02-011', rested: true }] },
        });
        t.choose('Attack Heat');
        expect(t.trash(1)).toEqual(['ST02-011']);
      },
    );
  });
});
