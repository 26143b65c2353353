/** 001 §10: keyword abilities and keywords. */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import {
  activateMain,
  donMinus,
  donX,
  draw,
  endOfOpponentsTurn,
  gains,
  onBlock,
  onKO,
  onOpponentsAttack,
  opponentsTurn,
  whenAttacking,
} from '../../src/optcg/cards/dsl.ts';
import { Scenario, withCards } from '../../src/optcg/scenario.ts';
import { moveTo } from '../../src/optcg/rules/zones.ts';
import { advance } from '../../src/optcg/engine.ts';
import { Z, type Keyword } from '../../src/optcg/types.ts';
import { KID, LUFFY, rule } from './helpers.ts';

function grant(s: Scenario, c: number, kw: Keyword): void {
  s.g.mods.push({ c, inst: s.g.inst[c]!, by: s.g.owner[c]!, dur: 'turn', kw });
}

export const keywordCases: ConformanceCase[] = [
  rule('10-1-1-1', '[Rush]: a Character may attack the turn it is played', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, hand: ['ST01-012', 'ST01-010'], donActive: 9 },
      p1: { leader: KID, life: ['ST02-011'] },
    });
    s.choose('Play Monkey.D.Luffy (ST01-012)').choose('Play Franky');
    assert.ok(s.has('with Monkey.D.Luffy (ST01-012)'));
    assert.ok(!s.has('with Franky'));
  }),
  rule('10-1-2-1', '[Double Attack] deals 2 damage', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY },
      p1: { leader: KID, life: ['ST02-011', 'ST02-012', 'ST02-002'] },
    });
    grant(s, s.leader(0), 'doubleAttack');
    s.choose('Attack Eustass');
    assert.equal(s.life(1), 1);
  }),
  rule('10-1-3-1', '[Banish]: the Life card is trashed instead, no [Trigger]', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST02-005', 'ST02-011'] } });
    grant(s, s.leader(0), 'banish');
    s.choose('Attack Eustass');
    assert.deepEqual(s.trash(1), ['ST02-005']);
    assert.deepEqual(s.chars(1), []);
  }),
  rule('10-1-4-1', '[Blocker]: rest this active card to become the new target', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, leaderDon: 1 },
      p1: { leader: KID, chars: ['ST02-004'], life: ['ST02-011'] },
    });
    s.choose('Attack Eustass').choose('Block with');
    const bege = s.id(1, 'ST02-004');
    assert.equal(s.g.zone[bege], Z.trash);
    assert.equal(s.life(1), 1);
  }),
  rule('10-1-5-1', '[Trigger]: reveal and activate instead of adding to hand', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST02-005'] } });
    s.choose('Attack Eustass').choose('Activate [Trigger]');
    assert.ok(s.takeEvents().some((e) => e.type === 'trigger' && e['code'] === 'ST02-005'));
    assert.deepEqual(s.chars(1), ['ST02-005']);
  }),
  rule('10-1-5-2', '[Trigger] may be declined; the card goes to hand unrevealed', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST02-005'] } });
    s.choose('Attack Eustass').choose('Add to hand');
    assert.deepEqual(s.hand(1), ['ST02-005']);
  }),
  rule('10-2-1-1', 'K.O. is a Character sent to the trash by battle or by an effect', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, hand: ['ST01-015'], donActive: 4 },
      p1: { leader: KID, chars: ['ST02-011'] },
    });
    s.choose('Activate Gum-Gum').choose('Heat');
    assert.ok(s.takeEvents().some((e) => e.type === 'ko' && e['cause'] === 'effect'));
  }),
  rule('10-2-1-2', "a K.O.'d Character goes to its owner's trash", () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, hand: ['ST01-015'], donActive: 4 },
      p1: { leader: KID, chars: ['ST02-011'] },
    });
    s.choose('Activate Gum-Gum').choose('Heat');
    assert.deepEqual(s.trash(1), ['ST02-011']);
    assert.deepEqual(s.trash(0), ['ST01-015']);
  }),
  rule('10-2-1-3', '[On K.O.] does not trigger when a Character is trashed to make room', () => {
    withCards({ 'ST01-003': { abilities: [onKO(draw(1))] } }, () => {
      const s = Scenario.build({
        p0: {
          leader: LUFFY,
          chars: ['ST01-003', 'ST01-008', 'ST01-008', 'ST01-009', 'ST01-009'],
          hand: ['ST01-010'],
          donActive: 4,
        },
        p1: { leader: KID },
      });
      s.choose('Play Franky').choose('Karoo');
      assert.deepEqual(s.trash(0), ['ST01-003']);
      assert.deepEqual(s.hand(0), []);
    });
  }),
  rule('10-2-2-1', '[Activate: Main]: your Main Phase, not during a battle', () => {
    const s = Scenario.build({ p0: { leader: LUFFY, donRested: 1 }, p1: { leader: KID, chars: ['ST02-004'] } });
    assert.ok(s.has('Activate Monkey.D.Luffy'));
    s.choose('Attack Eustass');
    assert.ok(!s.options().some((l) => l.includes('Activate Monkey')));
  }),
  rule('10-2-3-1', '[Main] Events are used in your Main Phase outside battle', () => {
    const s = Scenario.build({
      p0: { leader: KID, hand: ['ST02-017'], donActive: 2 },
      p1: { leader: LUFFY, chars: ['ST01-003'], hand: ['ST01-015'], donActive: 4, life: ['ST01-008'] },
    });
    assert.ok(s.has('Activate Straw Sword'));
    s.choose('Attack Monkey');
    assert.ok(!s.options().some((l) => l.includes('Gum-Gum'))); // not in the Counter Step
  }),
  rule('10-2-4-1', '[Counter] Events are used in the Counter Step', () => {
    const s = Scenario.build({ p0: { leader: LUFFY, hand: ['ST01-014'], donActive: 1 }, p1: { leader: KID } });
    assert.ok(!s.options().some((l) => l.includes('Guard Point')));
    const t = Scenario.build({
      p0: { leader: KID },
      p1: { leader: LUFFY, hand: ['ST01-014'], donActive: 1, life: ['ST01-003'] },
    });
    t.choose('Attack Monkey');
    assert.ok(t.has('Activate Guard Point'));
  }),
  rule('10-2-5-1', '[When Attacking] triggers when you declare an attack', () => {
    const s = Scenario.build({
      p0: { leader: KID, chars: [{ code: 'ST02-008', don: 1 }] },
      p1: { leader: LUFFY, donActive: 1, life: ['ST01-003'] },
    });
    s.choose('with Scratchmen').choose('1');
    assert.equal(s.g.players[1].donRested, 1);
  }),
  rule('10-2-6-1', '[On Play] triggers when the card is played', () => {
    const s = Scenario.build({ p0: { leader: LUFFY, hand: ['ST01-011'], donActive: 2 }, p1: { leader: KID } });
    s.choose('Play Brook');
    assert.equal(s.decision!.prompt, 'Give how many rested DON!!?');
  }),
  rule('10-2-7-1', '[End of Your Turn] triggers in your End Phase only', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY },
      p1: { leader: KID, chars: [{ code: 'ST02-013', don: 1, rested: true }] },
    });
    s.choose('End your turn');
    assert.equal(s.g.rested[s.id(1, 'ST02-013')], 0); // Refresh; the ability did not run on p0's turn
    assert.ok(!s.takeEvents().some((e) => e.type === 'activate'));
  }),
  rule('10-2-8-1', "[End of Your Opponent's Turn] triggers in the opponent's End Phase", () => {
    withCards({ 'ST02-002': { abilities: [endOfOpponentsTurn(draw(1))] } }, () => {
      const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['ST02-002'] } });
      s.choose('End your turn');
      const d = s
        .takeEvents()
        .filter((e) => e.type === 'draw')
        .map((e) => e['player']);
      assert.deepEqual(d, [1, 1]); // end of p0's turn, then p1's own draw phase
    });
  }),
  rule('10-2-9-1', '[DON!! xX] is met once X DON!! are given', () => {
    const s = Scenario.build({ p0: { leader: LUFFY, chars: ['ST01-013'], donActive: 1 }, p1: { leader: KID } });
    const z = s.id(0, 'ST01-013');
    assert.equal(s.power(z), 5000);
    s.choose('Give DON!! to Roronoa');
    assert.equal(s.power(z), 7000);
  }),
  rule('10-2-10-1', 'DON!! −X returns X DON!! from your field to the DON!! deck, the player choosing which', () => {
    withCards({ 'ST01-003': { abilities: [activateMain({ cost: [donMinus(2)], text: 'draw 1' }, draw(1))] } }, () => {
      const s = Scenario.build({
        p0: { leader: LUFFY, chars: [{ code: 'ST01-003', don: 1 }], donRested: 1, donActive: 1 },
        p1: { leader: KID },
      });
      s.choose('Activate Karoo').choose('Yes'); // "You may return": 001 §8-3-1-4
      assert.equal(s.decision!.rule, '001 §8-3-1-6');
      s.choose('rested DON!!', 'given to Karoo');
      assert.equal(s.g.players[0].donDeck, 9);
      assert.equal(s.g.players[0].donActive, 1);
      assert.equal(s.g.don[s.id(0, 'ST01-003')], 0);
      assert.equal(s.hand(0).length, 1);
    });
  }),
  rule('10-2-11-1', '[Your Turn] is met during your turn only', () => {
    const s = Scenario.build({
      p0: { leader: KID, chars: [{ code: 'ST02-014', don: 1, rested: true }] },
      p1: { leader: LUFFY },
    });
    assert.equal(s.power(s.leader(0)), 6000);
    s.choose('End your turn');
    assert.equal(s.power(s.leader(0)), 5000);
  }),
  rule('10-2-12-1', "[Opponent's Turn] is met during your opponent's turn only", () => {
    withCards({ 'ST01-003': { gains: [gains([opponentsTurn], { power: 2000 })] } }, () => {
      const s = Scenario.build({ p0: { leader: LUFFY, chars: ['ST01-003'] }, p1: { leader: KID } });
      const k = s.id(0, 'ST01-003');
      assert.equal(s.power(k), 3000);
      s.choose('End your turn');
      assert.equal(s.power(k), 5000);
    });
  }),
  rule('10-2-13-1', '[Once Per Turn] abilities can be activated once per turn', () => {
    const s = Scenario.build({ p0: { leader: LUFFY, donRested: 2 }, p1: { leader: KID } });
    s.choose('Activate Monkey').choose('1').choose('Monkey');
    assert.ok(!s.has('Activate Monkey'));
  }),
  rule('10-2-13-2', 'several cards with the same name each get their own use', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, chars: ['ST01-007', 'ST01-007'], donRested: 2 },
      p1: { leader: KID },
    });
    s.chooseAny('Activate Nami') /* two copies: either */
      .choose('1')
      .choose('Monkey');
    assert.equal(s.options().filter((l) => l.startsWith('Activate Nami')).length, 1);
  }),
  rule('10-2-13-3', 'once resolved it cannot be used again that turn, even when its condition is met again', () => {
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
    s.choose('Attack Nico Robin (ST01-008) with Basil');
    assert.equal(s.g.rested[s.id(0, 'ST02-010')], 1);
  }),
  rule('10-2-13-4', 'a card that left the field and came back is a new card and may use it again', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, chars: ['ST01-007'], donRested: 2, donActive: 1 },
      p1: { leader: KID },
    });
    s.choose('Activate Nami').choose('1').choose('Monkey');
    const nami = s.id(0, 'ST01-007');
    moveTo(s.g, nami, Z.hand); // as if returned to hand by an effect: a new card (001 §3-1-6)
    s.g.decision = null;
    s.g.rule = null;
    advance(s.g);
    s.choose('Play Nami');
    assert.ok(s.has('Activate Nami'));
  }),
  rule('10-2-14-1', 'trash (discard) takes a card from your hand to the trash', () => {
    const s = Scenario.build({
      p0: { leader: KID, hand: ['ST02-002', 'ST02-011'], donActive: 3, leaderRested: true },
      p1: { leader: LUFFY },
    });
    s.choose('Activate Eustass').choose('Vito');
    assert.deepEqual(s.trash(0), ['ST02-002']);
    assert.deepEqual(s.hand(0), ['ST02-011']);
  }),
  rule('10-2-15-1', '[On Block] triggers when you activate [Blocker]', () => {
    withCards({ 'ST02-004': { keywords: ['blocker'], abilities: [onBlock(draw(1))] } }, () => {
      const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['ST02-004'], life: ['ST02-011'] } });
      s.choose('Attack Eustass').choose('Block with');
      assert.equal(s.hand(1).length, 1);
    });
  }),
  rule('10-2-16-1', "[On Your Opponent's Attack] activates after the attacker's [When Attacking]", () => {
    withCards(
      { 'ST01-003': { abilities: [whenAttacking(draw(1))] }, 'ST02-002': { abilities: [onOpponentsAttack(draw(1))] } },
      () => {
        const s = Scenario.build({
          p0: { leader: LUFFY, chars: ['ST01-003'] },
          p1: { leader: KID, chars: ['ST02-002'], life: ['ST02-011'] },
        });
        s.choose('with Karoo');
        assert.deepEqual(
          s
            .takeEvents()
            .filter((e) => e.type === 'draw')
            .map((e) => e['player']),
          [0, 1],
        );
      },
    );
  }),
  rule('10-2-17-1', '[On K.O.]: conditions are checked on the field, then it resolves from the trash', () => {
    withCards({ 'ST02-011': { abilities: [onKO({ if: [donX(1)] }, draw(1))] } }, () => {
      const s = Scenario.build({
        p0: { leader: LUFFY, leaderDon: 1 },
        p1: { leader: KID, chars: [{ code: 'ST02-011', rested: true, don: 1 }] },
      });
      s.choose('Attack Heat');
      assert.deepEqual(s.trash(1), ['ST02-011']);
      assert.equal(s.hand(1).length, 1); // DON!! left with the card, yet the ability resolved
    });
  }),
  rule('10-2-17-2', '[On K.O.] resolves although its card changed area (exception to 001 §8-1-3-1-3)', () => {
    withCards({ 'ST02-011': { abilities: [onKO(draw(1))] } }, () => {
      const s = Scenario.build({
        p0: { leader: LUFFY, hand: ['ST01-015'], donActive: 4 },
        p1: { leader: KID, chars: ['ST02-011'] },
      });
      s.choose('Activate Gum-Gum').choose('Heat');
      const ev = s.takeEvents().map((e) => e.type);
      assert.ok(ev.indexOf('ko') < ev.lastIndexOf('draw'));
      assert.equal(s.hand(1).length, 1);
    });
  }),
];
