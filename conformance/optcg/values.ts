/** 001 §1-3: fundamental principles about values (cost below 0) and prohibitions, with the card pool's cost changes. */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { cost } from '../../src/optcg/rules/power.ts';
import { Scenario } from '../../src/optcg/scenario.ts';
import { KID, rule } from './helpers.ts';

const SAKAZUKI = 'ST06-001',
  HEAT = 'ST02-011'; // cost 2

export const valueCases: ConformanceCase[] = [
  rule('1-3-6', 'a cost below 0 is read as 0, and the running total keeps its negative value', () => {
    // ST06-008 Hina gives Heat (cost 2) −4: its cost reads 0.
    const s = Scenario.build({
      p0: { leader: SAKAZUKI, hand: ['ST06-008', 'ST06-002', 'ST01-003'], donActive: 4 },
      p1: { leader: KID, chars: [HEAT] },
    });
    s.choose('Play Hina').choose('Heat');
    const heat = s.id(1, HEAT);
    assert.equal(cost(s.g, heat), 0);
    // The raw total is −2: a +1 change would still read 0 (kept negative during the calculation).
    s.g.mods.push({ c: heat, inst: s.g.inst[heat]!, by: 1, dur: 'turn', cost: 1 });
    assert.equal(cost(s.g, heat), 0);
    // "K.O. … with a cost of 0" (ST06-002 Koby) finds it.
    s.choose('Play Koby').choose('Yes').choose('Heat'); // trashing Karoo, the only card left
    assert.deepEqual(s.chars(1), []);
  }),
  rule(
    '1-3-3',
    'a prohibition wins: "cannot attack until the end of your opponent\'s next turn" removes every attack',
    () => {
      const s = Scenario.build({
        p0: { leader: 'OP01-062', hand: ['OP01-085'], donActive: 2 },
        p1: { leader: KID, chars: [HEAT] },
      });
      s.choose('Play Mr.3').choose('Heat');
      s.choose('End your turn');
      s.passUntil((x) => x.g.turnPlayer === 1 && x.has('End your turn'));
      assert.equal(s.has(/with Heat/), false);
    },
  ),
];
