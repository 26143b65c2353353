/** 001 §6: game progression. */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import {
  draw,
  endOfOpponentsTurn,
  endOfYourTurn,
  setActive,
  startOfMain,
  startOfOpponentsTurn,
  startOfYourTurn,
  type Step,
} from '../../src/optcg/cards/dsl.ts';
import { optcgGame as game } from '../../src/optcg/engine.ts';
import { loadDeck } from '../../src/optcg/decks.ts';
import { Scenario, withCards } from '../../src/optcg/scenario.ts';
import type { OptcgState } from '../../src/optcg/types.ts';
import { KID, LUFFY, rule } from './helpers.ts';

/** A start-of-turn test step: it sees the DON!! still given to the Leader (not yet returned). */
function donStillGiven(): Step {
  return (x) => {
    if (x.g.don[x.g.players[x.p].leader] !== 1) throw new Error('DON!! already returned');
  };
}

function startedGame(seed: number): OptcgState {
  const g = game.create({ decks: [loadDeck('st01'), loadDeck('st02')] }, seed);
  game.respond(g, g.decision!.player, [0]);
  game.respond(g, g.firstPlayer, [0]);
  game.respond(g, g.firstPlayer === 0 ? 1 : 0, [0]);
  return g;
}

function types(s: Scenario): string[] {
  return s.takeEvents().map((e) => e.type);
}

export const turnCases: ConformanceCase[] = [
  rule('6-1-1', 'a turn runs Refresh → Draw → DON!! → Main → End', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, donRested: 1 } });
    s.choose('End your turn');
    const t = types(s);
    assert.deepEqual(
      t.filter((x) => ['turn-end', 'turn', 'draw', 'don-added'].includes(x)),
      ['turn-end', 'turn', 'draw', 'don-added'],
    );
    assert.equal(s.decision!.rule, '001 §6-5-2');
  }),
  rule('6-1-2', 'only the turn player acts in their Main Phase', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID } });
    assert.equal(s.decision!.player, 0);
    s.choose('End your turn');
    assert.equal(s.decision!.player, 1);
  }),
  rule('6-2-1', '"until the start of your next turn" effects end in your Refresh Phase', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID } });
    const l = s.leader(0);
    s.g.mods.push({ c: l, inst: s.g.inst[l]!, by: 0, dur: 'untilYourNextTurn', power: 2000 });
    s.choose('End your turn');
    assert.equal(s.power(l), 7000);
    s.choose('End your turn');
    assert.equal(s.power(l), 5000);
  }),
  rule(
    '6-2-2',
    '"at the start of your turn" and "… of your opponent\'s turn" abilities activate in the Refresh Phase, before DON!! return',
    () => {
      withCards(
        {
          'ST02-002': { abilities: [startOfYourTurn(donStillGiven())] },
          'ST01-003': { abilities: [startOfOpponentsTurn(draw(1))] },
        },
        () => {
          const s = Scenario.build({
            p0: { leader: LUFFY, chars: ['ST01-003'] },
            p1: { leader: KID, chars: ['ST02-002'], leaderDon: 1 },
          });
          s.choose('End your turn');
          const t = s
            .takeEvents()
            .map((e) => (e.type === 'draw' ? `draw${String(e['player'])}` : e.type))
            .filter((x) => ['activate', 'draw0', 'draw1'].includes(x));
          assert.deepEqual(t, ['activate', 'activate', 'draw0', 'draw1']);
        },
      );
    },
  ),
  rule('6-2-3', 'given DON!! return to the cost area in your Refresh Phase (not in the End Phase)', () => {
    const s = Scenario.build({ p0: { leader: LUFFY, donActive: 1 }, p1: { leader: KID } });
    s.choose('Give DON!!').choose('End your turn');
    assert.equal(s.g.don[s.leader(0)], 1); // stays through the opponent's turn
    s.choose('End your turn');
    assert.equal(s.g.don[s.leader(0)], 0);
  }),
  rule('6-2-4', 'all your Leader, Characters, Stage and DON!! become active', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY },
      p1: {
        leader: KID,
        leaderRested: true,
        chars: [{ code: 'ST02-002', rested: true }],
        stage: undefined,
        donRested: 4,
      },
    });
    s.choose('End your turn');
    const p1 = s.g.players[1];
    assert.equal(s.g.rested[p1.leader], 0);
    assert.equal(s.g.rested[p1.chars[0]!], 0);
    assert.equal(p1.donRested, 0);
  }),
  rule('6-3-1', 'the turn player draws 1; the first player skips the draw on turn 1', () => {
    const g = startedGame(1);
    assert.equal(g.players[g.firstPlayer].hand.length, 5);
    game.respond(g, g.firstPlayer, [g.decision!.options.length - 1]);
    assert.equal(g.players[g.turnPlayer].hand.length, 6);
  }),
  rule('6-4-1', "2 DON!! in the DON!! Phase, 1 on the first player's first turn", () => {
    const g = startedGame(2);
    assert.equal(g.players[g.firstPlayer].donActive, 1);
    game.respond(g, g.firstPlayer, [g.decision!.options.length - 1]);
    assert.equal(g.players[g.turnPlayer].donActive, 2);
  }),
  rule('6-4-2', 'with 1 DON!! left in the DON!! deck, place that 1', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, donActive: 9 } });
    s.choose('End your turn');
    assert.equal(s.g.players[1].donActive, 10);
  }),
  rule('6-4-3', 'with an empty DON!! deck, place none', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, donActive: 10 } });
    s.choose('End your turn');
    assert.equal(s.g.players[1].donActive, 10);
    assert.equal(s.g.players[1].donDeck, 0);
  }),
  rule('6-5-1', '"at the start of the Main Phase" abilities activate', () => {
    withCards({ 'ST02-002': { abilities: [startOfMain(draw(1))] } }, () => {
      const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, chars: ['ST02-002'] } });
      s.choose('End your turn');
      assert.equal(s.hand(1).length, 2); // Draw Phase + the ability
      assert.equal(s.decision!.rule, '001 §6-5-2');
    });
  }),
  rule('6-5-2', 'the Main Phase offers play, activate, give DON!!, attack and end, in any order', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, hand: ['ST01-003'], donActive: 1, donRested: 1 },
      p1: { leader: KID },
    });
    const kinds = new Set(s.decision!.options.map((o) => o.kind));
    assert.deepEqual([...kinds].sort(), ['activate', 'attack', 'don', 'end', 'play']);
  }),
  rule('6-5-2-1', 'declaring the end of the Main Phase goes to the End Phase', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID } });
    s.choose('End your turn');
    assert.ok(types(s).includes('end-main'));
    assert.equal(s.g.turn, 4);
  }),
  rule('6-5-3-1', 'playing rests active DON!! equal to the cost', () => {
    const s = Scenario.build({ p0: { leader: LUFFY, hand: ['ST01-005'], donActive: 4 }, p1: { leader: KID } });
    s.choose('Play Jinbe');
    assert.equal(s.g.players[0].donActive, 1);
    assert.equal(s.g.players[0].donRested, 3);
  }),
  rule('6-5-4-1', '[Activate: Main] of your own cards can be activated in your Main Phase', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, donRested: 1 },
      p1: { leader: KID, chars: ['ST01-007'], donRested: 1 },
    });
    assert.ok(s.has('Activate Monkey.D.Luffy'));
    assert.ok(!s.has('Activate Nami')); // the opponent's
  }),
  rule(
    '6-5-5-1',
    'giving takes 1 active DON!! from the cost area and places it under the Leader or a Character',
    () => {
      const s = Scenario.build({ p0: { leader: LUFFY, chars: ['ST01-003'], donActive: 1 }, p1: { leader: KID } });
      s.choose('Give DON!! to Karoo');
      assert.equal(s.g.don[s.id(0, 'ST01-003')], 1);
      assert.equal(s.g.players[0].donActive, 0);
      assert.ok(!s.has('Give DON!!'));
    },
  ),
  rule('6-5-5-2', '+1000 power per given DON!! during your turn', () => {
    const s = Scenario.build({ p0: { leader: LUFFY, leaderDon: 3 }, p1: { leader: KID } });
    assert.equal(s.power(s.leader(0)), 8000);
    s.choose('End your turn');
    assert.equal(s.power(s.leader(0)), 5000);
  }),
  rule('6-5-5-3', 'giving may be done any number of times', () => {
    const s = Scenario.build({ p0: { leader: LUFFY, donActive: 3 }, p1: { leader: KID } });
    s.choose('Give DON!!').choose('Give DON!!').choose('Give DON!!');
    assert.equal(s.g.don[s.leader(0)], 3);
  }),
  rule('6-5-5-4', 'when a card with given DON!! leaves, those DON!! go to the cost area rested', () => {
    const s = Scenario.build({
      p0: { leader: KID, hand: ['ST02-005'], donActive: 3 },
      p1: { leader: LUFFY, chars: [{ code: 'ST01-003', rested: true, don: 2 }] },
    });
    s.choose('Play Killer').choose('Karoo');
    assert.equal(s.g.players[1].donRested, 2);
    assert.equal(s.g.don[s.id(1, 'ST01-003')], 0);
  }),
  rule('6-5-6-1', "no battle on either player's first turn", () => {
    const g = startedGame(3);
    assert.ok(!g.decision!.options.some((o) => o.kind === 'attack'));
    game.respond(g, g.firstPlayer, [g.decision!.options.length - 1]);
    assert.ok(!g.decision!.options.some((o) => o.kind === 'attack'));
    game.respond(g, g.turnPlayer, [g.decision!.options.length - 1]);
    assert.ok(g.decision!.options.some((o) => o.kind === 'attack'));
  }),
  rule('6-5-6-2', 'an attack runs the battle of 001 §7 (Block Step, Counter Step, Damage Step)', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY },
      p1: { leader: KID, chars: ['ST02-004'], hand: ['ST02-002'], life: ['ST02-011'] },
    });
    s.choose('Attack Eustass');
    assert.equal(s.decision!.rule, '001 §7-1-2-1');
    s.choose('Do not block');
    assert.equal(s.decision!.rule, '001 §7-1-3-2');
    s.choose('Done');
    assert.equal(s.life(1), 0);
  }),
  rule('6-6-1', 'the End Phase runs its end-of-turn processing before the turn passes', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID } });
    s.choose('End your turn');
    const t = s.takeEvents().map((e) => e.type);
    assert.ok(t.indexOf('end-main') < t.indexOf('turn-end') && t.indexOf('turn-end') < t.indexOf('turn'));
  }),
  rule('6-6-1-1', '[End of Your Turn] abilities activate in the End Phase', () => {
    const s = Scenario.build({
      p0: { leader: KID, chars: [{ code: 'ST02-013', rested: true, don: 1 }] },
      p1: { leader: LUFFY },
    });
    s.choose('End your turn');
    assert.equal(s.g.rested[s.id(0, 'ST02-013')], 0);
  }),
  rule('6-6-1-1-1', 'each End of Turn ability activates and resolves only once', () => {
    withCards({ 'ST01-003': { abilities: [endOfYourTurn(draw(1))] } }, () => {
      const s = Scenario.build({ p0: { leader: LUFFY, chars: ['ST01-003'] }, p1: { leader: KID } });
      s.choose('End your turn');
      assert.equal(s.hand(0).length, 1);
    });
  }),
  rule('6-6-1-1-2', "all [End of Your Turn] resolve before all [End of Your Opponent's Turn]", () => {
    withCards(
      { 'ST01-003': { abilities: [endOfYourTurn(draw(1))] }, 'ST02-002': { abilities: [endOfOpponentsTurn(draw(1))] } },
      () => {
        const s = Scenario.build({
          p0: { leader: LUFFY, chars: ['ST01-003'] },
          p1: { leader: KID, chars: ['ST02-002'] },
        });
        s.choose('End your turn');
        const draws = s
          .takeEvents()
          .filter((e) => e.type === 'draw')
          .map((e) => e['player']);
        assert.deepEqual(draws.slice(0, 2), [0, 1]);
      },
    );
  }),
  rule('6-6-1-1-3', 'the turn player orders several [End of Your Turn] abilities', () => {
    const s = Scenario.build({
      p0: {
        leader: KID,
        chars: [
          { code: 'ST02-013', rested: true, don: 1 },
          { code: 'ST02-013', rested: true, don: 1 },
        ],
      },
      p1: { leader: LUFFY },
    });
    s.choose('End your turn');
    assert.equal(s.decision!.rule, '001 §8-6-1');
    assert.equal(s.decision!.player, 0);
    s.answer([1]);
    assert.deepEqual(
      s.g.players[0].chars.map((c) => s.g.rested[c]),
      [0, 0],
    );
  }),
  rule('6-6-1-1-4', "the non-turn player orders several [End of Your Opponent's Turn] abilities", () => {
    withCards(
      {
        'ST02-002': { abilities: [endOfOpponentsTurn(draw(1))] },
        'ST02-011': { abilities: [endOfOpponentsTurn(setActive('self'))] },
      },
      () => {
        const s = Scenario.build({
          p0: { leader: LUFFY },
          p1: { leader: KID, chars: ['ST02-002', { code: 'ST02-011', rested: true }] },
        });
        s.choose('End your turn');
        assert.equal(s.decision!.player, 1);
        s.choose('Heat');
        assert.equal(s.g.rested[s.id(1, 'ST02-011')], 0);
      },
    );
  }),
  rule('6-6-1-2', '"until the end of the turn" effects end in the End Phase', () => {
    const s = Scenario.build({ p0: { leader: LUFFY, stage: 'ST01-017' }, p1: { leader: KID } });
    s.choose('Activate Thousand').choose('Monkey');
    assert.equal(s.power(s.leader(0)), 6000);
    s.choose('End your turn');
    assert.equal(s.power(s.leader(0)), 5000);
  }),
  rule('6-6-1-3', '"this turn" effects of both players end, the turn player\'s first', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID } });
    const a = s.leader(0),
      b = s.leader(1);
    s.g.mods.push(
      { c: a, inst: 0, by: 0, dur: 'turn', power: 1000 },
      { c: b, inst: 0, by: 1, dur: 'turn', power: 1000 },
    );
    s.choose('End your turn');
    assert.equal(s.g.mods.length, 0);
  }),
  rule('6-6-1-4', 'the turn ends and the other player becomes the turn player', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID } });
    s.choose('End your turn');
    assert.equal(s.g.turnPlayer, 1);
  }),
  rule(
    '1-3-1 (extra turn)',
    'a card\'s text overrides the rules (over 001 §6-6-1-4): "take an extra turn after this one" (OP05-119): the same player again, then the opponent',
    () => {
      const s = Scenario.build({
        p0: { leader: KID, hand: ['OP05-119'], donActive: 10 },
        p1: { leader: LUFFY },
      });
      s.choose('Play Monkey.D.Luffy').choose('Yes');
      s.choose('End your turn');
      assert.deepEqual([s.g.turn, s.g.turnPlayer, s.g.phase], [4, 0, 'main']);
      s.choose('End your turn');
      assert.deepEqual([s.g.turn, s.g.turnPlayer], [5, 1]);
    },
  ),
];
