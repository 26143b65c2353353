/** 001 §9: rule processing (defeat). */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { draw, trashFromHand, whenAttacking } from '../../src/optcg/cards/dsl.ts';
import { Scenario, withCards } from '../../src/optcg/scenario.ts';
import { KID, LUFFY, rule } from './helpers.ts';

export const ruleCases: ConformanceCase[] = [
  rule('9-1-1', 'rule processing runs by itself when its event happens (no decision asks for it)', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID } });
    s.choose('Attack Eustass');
    assert.equal(s.decision, null);
    assert.equal(s.g.result!.rule, '001 §9-2-1-1');
  }),
  rule(
    '9-1-2',
    'rule processing interrupts a resolution: drawing the last card ends the game before the next step',
    () => {
      withCards({ 'ST01-003': { abilities: [whenAttacking(draw(2), trashFromHand(2))] } }, () => {
        const s = Scenario.build({
          p0: { leader: LUFFY, chars: ['ST01-003'], deck: ['ST01-008', 'ST01-009'] },
          p1: { leader: KID, life: ['ST02-011'] },
        });
        s.choose('with Karoo');
        assert.equal(s.g.result!.reason, 'deck-out');
        assert.equal(s.g.result!.winner, 1);
        assert.equal(s.hand(0).length, 2); // the trash step never ran
      });
    },
  ),
  rule('9-2-1', 'every player meeting a loss condition loses; both at once is a draw (engine policy)', () => {
    const s = Scenario.build({ p0: { leader: LUFFY, deck: [] }, p1: { leader: KID, deck: [] } });
    assert.deepEqual(s.g.result, { winner: null, reason: 'both-lose', rule: '001 §9-2-1' });
  }),
  rule('9-2-1-1', 'a Leader taking damage at 0 Life loses; 0 Life alone does not', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID } });
    assert.equal(s.g.result, null);
    s.choose('Attack Eustass');
    assert.deepEqual(s.g.result, { winner: 0, reason: 'damage-at-zero-life', rule: '001 §9-2-1-1' });
  }),
  rule('9-2-1-2', 'a player whose deck has 0 cards loses', () => {
    const s = Scenario.build({ p0: { leader: LUFFY }, p1: { leader: KID, deck: ['ST02-002'] } });
    s.choose('End your turn');
    assert.deepEqual(s.g.result, { winner: 0, reason: 'deck-out', rule: '001 §9-2-1-2' });
  }),
];
