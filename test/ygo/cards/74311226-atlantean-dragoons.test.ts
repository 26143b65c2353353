/** Atlantean Dragoons: "All Level 3 or lower Sea Serpent-Type monsters you control can attack your opponent directly". */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const board = () =>
  scenario()
    .turn(0, 'battle', 2)
    .monster(0, C.ATLANTEAN_DRAGOONS)
    .monster(0, C.ATLANTEAN_MARKSMAN)
    .monster(1, C.CELTIC_GUARDIAN)
    .deck(0, C.KURIBOH)
    .deck(1, C.KURIBOH);

describe('Atlantean Dragoons (003 §3.6.3 direct attacks)', () => {
  it('lets a Level 3 Sea Serpent attack directly while the opponent controls a monster; not itself (Level 4)', () => {
    const s = board().start();
    const labels = s.decision!.options.map((o) => o.label);
    expect(labels.some((l) => /Attack directly with Atlantean Marksman/.test(l))).toBe(true);
    expect(labels.some((l) => /Attack directly with Atlantean Dragoons/.test(l))).toBe(false);
    s.choose(/^Attack directly with Atlantean Marksman/);
    s.passUntil((x) => x.duel.battle === null);
    expect(s.lp(1)).toBe(8000 - 1400);
  });

  it('gives nothing once it has left the field', () => {
    const s = scenario()
      .turn(0, 'battle', 2)
      .monster(0, C.ATLANTEAN_MARKSMAN)
      .gy(0, C.ATLANTEAN_DRAGOONS)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.KURIBOH)
      .deck(1, C.KURIBOH)
      .start();
    expect(s.decision!.options.some((o) => /Attack directly/.test(o.label))).toBe(false);
  });
});
