// The README's ONE PIECE scenario example, kept runnable.
import { expect, it } from 'vitest';
import { Scenario } from '../../../src/optcg/scenario.ts';

it('001 §7-1-4-1: the attacker wins ties', () => {
  const s = Scenario.build({
    p0: { leader: 'ST01-001', chars: ['ST01-003'] },
    p1: { leader: 'ST02-001', chars: [{ code: 'ST02-012', rested: true }] },
  });
  s.choose('Attack Bepo (ST02-012) with Monkey');
  expect(s.trash(1)).toEqual(['ST02-012']);
});
