/**
 * Issue 11 item 27 (ARCHITECTURE §2): a task that asks re-runs from its start with the answers so far; what
 * it logged before asking is not logged again. A resolving Chain Link is announced once (003 §3.4.3), an
 * excavation revealed once.
 */
import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('events are logged once when a step asks (issue 11 item 27)', () => {
  it('Pot of Duality: one resolve, one reveal, although the resolution asks which card to add', () => {
    const s = scenario()
      .hand(0, C.POT_OF_DUALITY)
      .deck(0, C.CELTIC_GUARDIAN, C.FERAL_IMP, C.BLUE_EYES, C.DARK_HOLE)
      .start();
    s.choose('Activate Pot of Duality');
    // The resolution asks: the events so far hold the resolve and the reveal once each.
    expect(s.decision?.prompt).toContain('Add 1 of the excavated cards');
    s.choose('Feral');
    expect(s.events('resolve')).toHaveLength(1);
    expect(s.events('reveal')).toHaveLength(1);
    expect(s.events('activate')).toHaveLength(1);
    expect(s.codes(0, 'hand')).toEqual([C.FERAL_IMP]);
  });
});
