/** 001 §7: attacks and battles. */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import {
  attributeCards,
  bounce,
  draw,
  gains,
  endOfBattle,
  ko,
  onBlock,
  onOpponentsAttack,
  whenAttacked,
  whenAttacking,
} from '../../src/optcg/cards/dsl.ts';
import { Scenario, withCards } from '../../src/optcg/scenario.ts';
import { KID, LUFFY, rule } from './helpers.ts';

const order = (s: Scenario, types: string[]): string[] =>
  s
    .takeEvents()
    .map((e) => e.type)
    .filter((t) => types.includes(t));

export const battleCases: ConformanceCase[] = [
  rule('7-1', "targets are the opponent's Leader or rested Characters; active Characters cannot be attacked", () => {
    const s = Scenario.build({
      p0: { leader: LUFFY },
      p1: { leader: KID, chars: ['ST02-002', { code: 'ST02-011', rested: true }] },
    });
    const targets = s
      .decision!.options.filter((o) => o.kind === 'attack')
      .map((o) => s.g.code[Number(o.data!['target'])]);
    assert.deepEqual(targets, [KID, 'ST02-011']);
  }),
  rule('7-1-1-1', 'the attacker (Leader or Character) is rested to declare the attack', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, chars: ['ST01-010'] },
      p1: { leader: KID, life: ['ST02-002'], hand: ['ST02-002'] },
    });
    s.choose('with Franky');
    assert.equal(s.g.rested[s.id(0, 'ST01-010')], 1);
    assert.equal(s.g.rested[s.leader(0)], 0);
  }),
  rule('7-1-1-2', 'the target is chosen with the attack', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST02-002'], hand: ['ST02-002'] } });
    s.choose('Attack Eustass');
    assert.equal(s.g.battle!.target, s.leader(1));
  }),
  rule(
    '7-1-1-3',
    "[When Attacking] of the attacker activates, then [On Your Opponent's Attack] of the defender",
    () => {
      withCards(
        {
          'ST01-003': { abilities: [whenAttacking(draw(1))] },
          'ST02-002': { abilities: [onOpponentsAttack(draw(1))] },
        },
        () => {
          const s = Scenario.build({
            p0: { leader: LUFFY, chars: ['ST01-003'] },
            p1: { leader: KID, chars: ['ST02-002'], life: ['ST02-011'] },
          });
          s.choose('with Karoo');
          const draws = s
            .takeEvents()
            .filter((e) => e.type === 'draw')
            .map((e) => e['player']);
          assert.deepEqual(draws, [0, 1]);
        },
      );
    },
  ),
  rule('7-1-1-4', 'if the attacker leaves during the Attack Step, skip to End of Battle', () => {
    withCards({ 'ST02-002': { abilities: [onOpponentsAttack(bounce(1, { side: 'opponent' }))] } }, () => {
      const s = Scenario.build({
        p0: { leader: LUFFY, chars: ['ST01-010'] },
        p1: { leader: KID, chars: ['ST02-002', 'ST02-004'], life: ['ST02-011'] },
      });
      s.choose('with Franky').choose('Franky');
      assert.deepEqual(s.hand(0), ['ST01-010']);
      assert.equal(s.g.battle, null);
      assert.equal(s.life(1), 1); // no Block Step, no damage
      assert.equal(s.decision!.rule, '001 §6-5-2');
    });
  }),
  rule('7-1-2-1', 'the defender may activate [Blocker] once per battle', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, leaderDon: 3 },
      p1: { leader: KID, chars: ['ST02-004', 'ST01-006'], life: ['ST02-011'] },
    });
    s.choose('Attack Eustass');
    assert.equal(s.decision!.options.length, 3);
    s.choose('Block with Capone');
    assert.notEqual(s.decision?.rule, '001 §7-1-2-1'); // no second block
    assert.deepEqual(s.chars(1), ['ST01-006']);
  }),
  rule('7-1-2-2', '[On Block] activates when [Blocker] is activated', () => {
    withCards({ 'ST02-004': { keywords: ['blocker'], abilities: [onBlock(draw(1))] } }, () => {
      const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['ST02-004'], life: ['ST02-011'] } });
      s.choose('Attack Eustass').choose('Block with').choose('Done');
      assert.deepEqual(order(s, ['block', 'draw', 'battle-result']), ['block', 'draw', 'battle-result']);
    });
  }),
  rule('7-1-2-3', 'if the attacker leaves during the Block Step, skip to End of Battle', () => {
    withCards({ 'ST02-004': { keywords: ['blocker'], abilities: [onBlock(ko(1, { side: 'opponent' }))] } }, () => {
      const s = Scenario.build({
        p0: { leader: LUFFY, chars: ['ST01-010'] },
        p1: { leader: KID, chars: ['ST02-004'], life: ['ST02-011'], hand: ['ST02-002'] },
      });
      s.choose('with Franky').choose('Block with').choose('Franky');
      assert.deepEqual(s.trash(0), ['ST01-010']);
      assert.deepEqual(s.chars(1), ['ST02-004']);
      assert.equal(s.decision!.player, 0); // no Counter Step for the defender
    });
  }),
  rule('7-1-3-1', '"when attacked" abilities of the defender activate at the start of the Counter Step', () => {
    withCards({ 'ST02-002': { abilities: [whenAttacked(draw(1))] } }, () => {
      const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['ST02-002'], life: ['ST02-011'] } });
      s.choose('Attack Eustass');
      assert.equal(s.decision!.rule, '001 §7-1-3-2'); // the drawn card is a counter
      assert.deepEqual(s.hand(1), ['ST01-010']);
    });
  }),
  rule('7-1-3-2', 'the defender may use counters in any order, any number of times, then end the step', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, leaderDon: 3 },
      p1: { leader: KID, hand: ['ST02-002', 'ST02-016', 'ST02-011', 'ST02-012'], donActive: 2, life: ['ST02-012'] },
    });
    s.choose('Attack Eustass').choose('Counter Vito').choose('Counter Heat');
    assert.equal(s.power(s.leader(1)), 7000);
    s.choose('Activate Repel').choose('Eustass').choose('0');
    assert.equal(s.power(s.leader(1)), 11000);
    assert.equal(s.decision!.rule, '001 §7-1-3-2'); // still the Counter Step until the defender is done
    s.choose('Done');
    assert.equal(s.life(1), 1); // 8000 < 11000
  }),
  rule(
    '7-1-3-2-1',
    'a Character card with a counter icon is trashed from hand for +counter to one of your Leader or Characters',
    () => {
      const s = Scenario.build({
        p0: { leader: LUFFY, leaderDon: 1 },
        p1: { leader: KID, chars: ['ST02-012'], hand: ['ST02-008'], life: ['ST02-011'] },
      });
      s.choose('Attack Eustass');
      assert.deepEqual(s.options().slice(1), [
        'Counter Scratchmen Apoo (ST02-008) (+2000) on Eustass"Captain"Kid (ST02-001)',
        'Counter Scratchmen Apoo (ST02-008) (+2000) on Bepo (ST02-012)',
      ]);
      s.choose('on Eustass');
      assert.equal(s.life(1), 1);
      assert.deepEqual(s.trash(1), ['ST02-008']);
    },
  ),
  rule('7-1-3-2-2', 'a [Counter] Event is paid for, trashed and its ability activated', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY },
      p1: { leader: KID, hand: ['ST02-016'], donActive: 2, life: ['ST02-011'] },
    });
    s.choose('Attack Eustass').choose('Activate Repel');
    assert.deepEqual(s.trash(1), ['ST02-016']);
    assert.equal(s.g.players[1].donActive, 0);
    s.choose('Eustass').choose('1');
    assert.equal(s.life(1), 1);
  }),
  rule('7-1-3-2-3', 'if the attacked card leaves during the Counter Step, skip the Damage Step', () => {
    withCards({ 'ST02-015': { abilities: [{ ...bounceCounter() }] } }, () => {
      const s = Scenario.build({
        p0: { leader: LUFFY, chars: ['ST01-010'] },
        p1: { leader: KID, chars: [{ code: 'ST02-011', rested: true }], hand: ['ST02-015'], donActive: 1 },
      });
      s.choose('Attack Heat (ST02-011) with Monkey').choose('Activate Scalpel').choose('Heat');
      assert.deepEqual(s.hand(1), ['ST02-011']);
      assert.ok(!s.takeEvents().some((e) => e.type === 'battle-result'));
    });
  }),
  rule('7-1-4-1', 'attacker power ≥ target power wins; ties go to the attacker', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, chars: ['ST01-003'] },
      p1: { leader: KID, chars: [{ code: 'ST02-012', rested: true }] },
    });
    s.choose('Attack Bepo (ST02-012) with Monkey');
    assert.deepEqual(s.trash(1), ['ST02-012']);
  }),
  rule('7-1-4-1-1', 'a won attack on the Leader deals 1 damage', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST02-011', 'ST02-012'] } });
    s.choose('Attack Eustass');
    assert.equal(s.life(1), 1);
    assert.ok(s.takeEvents().some((e) => e.type === 'damage' && e['amount'] === 1));
  }),
  rule('7-1-4-1-1-1', 'damage confirmed at 0 Life: the attacking player wins', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID } });
    s.choose('Attack Eustass');
    assert.equal(s.g.result!.winner, 0);
  }),
  rule('7-1-4-1-1-2', 'with 1+ Life the top Life card goes to hand ([Trigger] may be used instead)', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST02-011', 'ST02-012'] } });
    s.choose('Attack Eustass');
    assert.deepEqual(s.hand(1), ['ST02-011']);
  }),
  rule('7-1-4-1-1-3', '2 damage repeats the Life step; against 1 Life it does not win', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST02-011'] } });
    const l = s.leader(0);
    s.g.mods.push({ c: l, inst: 0, by: 0, dur: 'turn', kw: 'doubleAttack' });
    s.choose('Attack Eustass');
    assert.equal(s.life(1), 0);
    assert.equal(s.g.result, null);
  }),
  rule('7-1-4-1-2', 'a won attack on a Character K.O.s it', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY },
      p1: { leader: KID, chars: [{ code: 'ST02-011', rested: true }] },
    });
    s.choose('Attack Heat');
    assert.ok(s.takeEvents().some((e) => e.type === 'ko' && e['cause'] === 'battle'));
    assert.deepEqual(s.trash(1), ['ST02-011']);
  }),
  rule('1-3-1', 'card text wins over 001 §7-1-4-1-2: "cannot be K.O.\'d in battle by <Strike> Characters"', () => {
    withCards({ 'ST02-011': { gains: [gains([], { noBattleKOBy: attributeCards('Strike', ['Character']) })] } }, () => {
      const s = Scenario.build({
        p0: { leader: LUFFY, chars: ['ST01-010'] },
        p1: { leader: KID, chars: [{ code: 'ST02-011', rested: true }] },
      });
      s.choose('Attack Heat (ST02-011) with Franky'); // Franky: a <Strike> Character, 6000 vs 4000
      assert.deepEqual(s.chars(1), ['ST02-011']);
      assert.ok(!s.takeEvents().some((e) => e.type === 'ko'));
      s.choose('Attack Heat (ST02-011) with Monkey.D.Luffy'); // a <Strike> Leader is no Character
      assert.deepEqual(s.trash(1), ['ST02-011']);
    });
  }),
  rule('7-1-4-2', 'attacker power < target power: nothing happens', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, chars: ['ST01-006'] },
      p1: { leader: KID, chars: [{ code: 'ST02-011', rested: true }] },
    });
    s.choose('Attack Heat (ST02-011) with Tony');
    assert.deepEqual(s.chars(1), ['ST02-011']);
    assert.deepEqual(s.chars(0), ['ST01-006']);
  }),
  rule('7-1-5-1', 'the battle ends after the Damage Step', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST02-011'] } });
    s.choose('Attack Eustass');
    assert.equal(s.g.battle, null);
    assert.ok(s.takeEvents().some((e) => e.type === 'battle-end'));
  }),
  rule('7-1-5-2', 'end-of-battle abilities activate', () => {
    withCards({ 'ST01-003': { abilities: [endOfBattle(draw(1))] } }, () => {
      const s = Scenario.build({ p0: { leader: LUFFY, chars: ['ST01-003'] }, p1: { leader: KID, life: ['ST02-011'] } });
      s.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey');
      assert.deepEqual(order(s, ['battle-result', 'draw', 'battle-end']), ['battle-result', 'draw', 'battle-end']);
    });
  }),
  rule('7-1-5-3', 'the turn player\'s "this battle" effects end', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST02-011'] } });
    const l = s.leader(0);
    s.g.mods.push({ c: l, inst: 0, by: 0, dur: 'battle', power: 1000 });
    s.choose('Attack Eustass');
    assert.equal(s.power(l), 5000);
  }),
  rule('7-1-5-4', 'then the non-turn player\'s "this battle" effects (counters) end', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, hand: ['ST02-002'], life: ['ST02-011'] } });
    s.choose('Attack Eustass').choose('Counter');
    assert.equal(s.power(s.leader(1)), 5000);
    assert.equal(s.g.mods.length, 0);
  }),
  rule('7-1-5-5', 'after the battle, back to the Main Phase', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, life: ['ST02-011'] } });
    s.choose('Attack Eustass');
    assert.equal(s.decision!.rule, '001 §6-5-2');
    assert.equal(s.decision!.player, 0);
  }),
];

/** A [Counter] Event that returns one of your own Characters to hand (to show 001 §7-1-3-2-3). */
function bounceCounter() {
  const ab = bounce(1, { side: 'own' });
  return {
    timing: 'counter' as const,
    text: 'return your Character',
    conds: [],
    once: false,
    cost: [],
    mayPay: false,
    optional: false,
    steps: [ab],
    all: [ab],
  };
}
