// The README's Yu-Gi-Oh! scenario example, kept runnable.
import { expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';

it('Trap Hole destroys a Normal Summoned monster with 1000 or more ATK (003 §3.4.3)', () => {
  const s = scenario().hand(0, 91152256).spellTrap(1, 4206964).start(); // Celtic Guardian; Trap Hole, Set
  s.choose('Normal Summon Celtic Guardian');
  s.choose('Activate Trap Hole'); // the opponent answers the Summon
  s.resolveChain();
  expect(s.codes(0, 'gy')).toEqual([91152256]);
  expect(s.decision?.about).toBe('main-phase-action');
});
