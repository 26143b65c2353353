/**
 * 001 §3-10 (the Life area moved by effects) and §8-3-1-6 / §10-2-10 (DON!! −X returning DON!! to the DON!! deck),
 * shown with the OP-02 and ST-07…ST-10 cards that use them.
 */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { Scenario } from '../../src/optcg/scenario.ts';
import { view } from '../../src/optcg/view/view.ts';
import { KID, LUFFY, rule } from './helpers.ts';

const KAROO = 'ST01-003',
  HEAT = 'ST02-011',
  VITO = 'ST02-002'; // cost 3

export const lifeCases: ConformanceCase[] = [
  rule('3-10-2-1', 'a card an effect places in Life face up is open to both players', () => {
    // ST07-017 Queen Mama Chanter: Vito (cost 3) to the top of its owner's Life face up.
    const s = Scenario.build({
      p0: { leader: LUFFY, stage: 'ST07-017', chars: [VITO], life: [KAROO, HEAT] },
      p1: { leader: KID },
    });
    s.choose('Activate Queen Mama Chanter').choose('Top of your Life cards').choose('Vito');
    assert.deepEqual(
      view(s.g, 1).players[0].lifeCards.map((c) => c?.number ?? null),
      [VITO, null],
    );
  }),
  rule('3-10-3', 'looking at Life cards and placing one at the bottom keeps it face up or face down as it was', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, stage: 'ST07-017', chars: [VITO], hand: ['ST07-008'], life: [KAROO, HEAT], donActive: 2 },
      p1: { leader: KID, life: [HEAT] },
    });
    s.choose('Activate Queen Mama Chanter').choose('Top of your Life cards').choose('Vito');
    s.choose('Play Charlotte Pudding').choose('Your Life cards').choose('Bottom of the Life cards');
    assert.deepEqual(
      view(s.g, 1).players[0].lifeCards.map((c) => c?.number ?? null),
      [null, VITO],
    );
  }),
  rule(
    '1-3-3 (Life)',
    '"you cannot add Life cards to your hand using your own effects" wins over a later effect',
    () => {
      // OP02-004's [On Play] forbids it; OP02-001's [End of Your Turn] then adds nothing.
      const s = Scenario.build({
        p0: { leader: 'OP02-001', hand: ['OP02-004'], donActive: 9, life: [KAROO, HEAT] },
        p1: { leader: KID },
      });
      s.choose('Play Edward.Newgate (OP02-004)').choose('Edward.Newgate (OP02-001)');
      s.choose('End your turn');
      assert.equal(s.g.players[0].life.length, 2);
    },
  ),
  rule(
    '8-3-1-6',
    'DON!! −X returns X DON!! to the DON!! deck: "when a DON!! card is returned" abilities activate',
    () => {
      // OP02-076 Shiryu's DON!! −1 with OP02-071 Magellan as Leader: +1000 this turn.
      const s = Scenario.build({
        p0: { leader: 'OP02-071', hand: ['OP02-076'], donActive: 4 },
        p1: { leader: KID },
      });
      s.choose('Play Shiryu').choose('Yes');
      assert.equal(s.g.players[0].donDeck, 7);
      assert.equal(s.power(s.leader(0)), 6000);
    },
  ),
];
