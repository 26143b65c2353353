/** 001 §11-1: infinite loops (found by their state coming back, src/optcg/rules/loops.ts). */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { opponentChoosesOne } from '../../src/optcg/cards/choice.ts';
import {
  activateMain,
  draw,
  gainPower,
  koAll,
  onKO,
  playThisFromTrash,
  whenCharacterKOd,
} from '../../src/optcg/cards/dsl.ts';
import { Scenario, withCards } from '../../src/optcg/scenario.ts';
import { Z } from '../../src/optcg/types.ts';
import { KID, LUFFY, rule } from './helpers.ts';

/** No block-1 card can build a loop: these card numbers get test-only behaviour (see test/optcg/rules/loops.test.ts). */
const PUMP = 'ST01-003',
  PHOENIX = 'ST02-005',
  REAPER = 'ST01-008';

/** Answer with `pick` until the pending decision is about `about` (at most 200 answers). */
function until(s: Scenario, about: string, pick: (s: Scenario) => void): void {
  for (let i = 0; i < 200 && s.decision !== null && s.decision.about !== about; i++) pick(s);
}

export const loopCases: ConformanceCase[] = [
  rule(
    '11-1-1-1',
    'a loop nobody can stop (mandatory abilities re-triggering each other) ends the game in a draw',
    () => {
      withCards(
        {
          [PHOENIX]: { abilities: [onKO(playThisFromTrash(false))] },
          [REAPER]: { abilities: [whenCharacterKOd(koAll({ side: 'opponent' }))] },
          [PUMP]: { abilities: [activateMain({ text: 'K.O. all' }, koAll({ side: 'opponent' }))] },
        },
        () => {
          const s = Scenario.build({
            p0: { leader: LUFFY, chars: [REAPER, PUMP] },
            p1: { leader: KID, chars: [PHOENIX] },
          });
          s.choose(`activate:${s.id(0, PUMP, Z.chars)}:0`);
          assert.deepEqual(s.g.result, { winner: null, reason: 'infinite-loop', rule: '001 §11-1-1-1' });
        },
      );
    },
  ),
  rule(
    '11-1-1-2',
    'a loop one player can stop: they declare a count, it runs that many times, it may not restart',
    () => {
      withCards({ [PUMP]: { abilities: [activateMain({ text: '+1000' }, gainPower(1000, 'turn'))] } }, () => {
        const s = Scenario.build({ p0: { leader: LUFFY, chars: [PUMP] }, p1: { leader: KID } });
        const c = s.id(0, PUMP, Z.chars);
        until(s, 'loop-iterations', (x) => x.choose(`activate:${c}:0`));
        assert.equal(s.decision!.rule, '001 §11-1-1-2');
        const before = s.power(c);
        s.choose('10');
        assert.equal(s.power(c), before + 9000); // 10 in all, the first already run
        assert.ok(!s.ids().includes(`activate:${c}:0`));
      });
    },
  ),
  rule(
    '11-1-1-3',
    'a loop both players can stop: turn player then non-turn player declare; the smaller count runs',
    () => {
      const ab = activateMain(
        { text: 'your opponent chooses' },
        opponentChoosesOne({ label: '+1000 power', step: gainPower(1000, 'turn') }, { label: 'draw 1', step: draw(1) }),
      );
      withCards({ [PUMP]: { abilities: [ab] } }, () => {
        const s = Scenario.build({ p0: { leader: LUFFY, chars: [PUMP] }, p1: { leader: KID } });
        const c = s.id(0, PUMP, Z.chars);
        until(s, 'loop-iterations', (x) => x.choose(x.player === 0 ? `activate:${c}:0` : 'choice:0'));
        const before = s.power(c);
        assert.equal(s.player, 0);
        s.choose('2');
        assert.equal(s.player, 1);
        s.choose('50');
        assert.equal(s.power(c), before + 1000);
        assert.equal(s.decision!.about, 'main-action');
      });
    },
  ),
];
